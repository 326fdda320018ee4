import { useState } from 'react';
import { readSession } from '../../app/session';
import { useChatReturn } from '../../chat';
import { compressImage } from '../image/compress';
import { cropToBlob, type PixelArea } from '../image/crop';
import { uploadCroppedImage } from '../image/upload';
import { MESSAGES, uploadFailure } from './messages';
import { useLocalPicture } from './useLocalPicture';
import { useStatus } from './useStatus';

/** The spec's image flow: choose-img -> crop-img -> img-cropped. */
export type Stage = 'choose-img' | 'crop-img' | 'img-cropped';
export const STAGES: readonly Stage[] = ['choose-img', 'crop-img', 'img-cropped'];

/** The crop card's state and its actions: choose a picture, crop it, compress and upload the result. */
export function useCropFlow() {
  // Opened from the chat's attach link: a stored image goes back to the chat.
  const { returnWith } = useChatReturn();
  const [stage, setStage] = useState<Stage>('choose-img');
  const [original, setOriginal] = useLocalPicture();
  const [cropped, setCropped] = useLocalPicture();
  const [busy, setBusy] = useState<string | null>(null);
  const [stored, setStored] = useState<string | null>(null);
  const { status, say, clear } = useStatus();

  const startOver = (file: File | null) => {
    setOriginal(file);
    setCropped(null);
    setStored(null);
    clear();
    setStage(file ? 'crop-img' : 'choose-img');
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return say('The file given is not an image', 'error');
    startOver(file);
  };

  const applyCrop = async (area: PixelArea) => {
    if (!original) return;
    setBusy('Cropping…');
    try {
      setCropped(await cropToBlob(original.url, area));
      setStage('img-cropped');
    } catch (error) {
      say(error instanceof Error ? error.message : MESSAGES.imageFailed, 'error');
    } finally {
      setBusy(null);
    }
  };

  const upload = async () => {
    if (!readSession()) return say(MESSAGES.noToken, 'error');
    if (!cropped) return say(MESSAGES.noImage, 'error');
    try {
      setBusy('Compressing…');
      const compressed = await compressImage(new File([cropped.blob], 'cropped-image.jpg', { type: 'image/jpeg' }));
      setBusy('Uploading…');
      const name = await uploadCroppedImage(compressed);
      setStored(name);
      say(MESSAGES.imageDone(name), 'success');
      returnWith(name);
    } catch (error) {
      say(uploadFailure(error, MESSAGES.imageFailed), 'error');
    } finally {
      setBusy(null);
    }
  };

  return {
    stage,
    originalUrl: original?.url ?? null,
    croppedUrl: cropped?.url ?? null,
    busy,
    stored,
    status,
    choose,
    applyCrop,
    upload,
    recrop: () => setStage('crop-img'),
    newImage: () => startOver(null),
  };
}
