import { describe, expect, it, vi } from 'vitest';
import { GUEST_PHOTO_MAX_BYTES } from '../../shared/live';
import { photoToSend } from './photo-to-send';
import { FormProblem } from './form-problem';

function file(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type });
}

const shrunk = file('small.jpg', 'image/jpeg');

describe('photoToSend', () => {
  it('sends the copy shrunk on the phone when the browser can draw the picture', async () => {
    const shrink = vi.fn(async () => shrunk);
    expect(await photoToSend(file('sunset.png', 'image/png'), shrink)).toBe(shrunk);
    expect(shrink).toHaveBeenCalledOnce();
  });

  it('sends an iPhone HEIC as it is, known by its type or by its name alone', async () => {
    const shrink = vi.fn(async () => shrunk);
    for (const heic of [file('IMG_0001.HEIC', ''), file('photo', 'image/heic'), file('live.heif', 'image/heif')]) {
      expect(await photoToSend(heic, shrink)).toBe(heic);
    }
    expect(shrink).not.toHaveBeenCalled();
  });

  it('sends the original when the browser fails to draw a picture', async () => {
    const odd = file('scan.jpg', 'image/jpeg');
    expect(await photoToSend(odd, () => Promise.reject(new Error('decode failed')))).toBe(odd);
  });

  it('refuses an original larger than the server takes, before sending it', async () => {
    const big = file('IMG_0002.heic', 'image/heic', GUEST_PHOTO_MAX_BYTES + 1);
    await expect(photoToSend(big, async () => shrunk)).rejects.toEqual(new FormProblem('errorPhotoTooLarge'));
    const fits = file('IMG_0003.heic', 'image/heic', GUEST_PHOTO_MAX_BYTES);
    expect(await photoToSend(fits, async () => shrunk)).toBe(fits);
  });
});
