import { compressImage } from './compress';
import { cropToBlob, type PixelArea } from './crop';
import { uploadCroppedImage } from './upload';

export type PhotoStep = 'cropping' | 'compressing' | 'uploading';

export const STEP_LABELS: Record<PhotoStep, string> = {
  cropping: 'Cropping…',
  compressing: 'Compressing…',
  uploading: 'Uploading…',
};

/** Crop, compress (<= 1 MB, <= 1024 px) and upload; resolves to the stored file name. */
export async function cropCompressUpload(
  src: string,
  area: PixelArea,
  onStep: (step: PhotoStep) => void,
): Promise<string> {
  onStep('cropping');
  const cropped = await cropToBlob(src, area);
  onStep('compressing');
  const file = new File([cropped], 'cropped-image.jpg', { type: 'image/jpeg', lastModified: Date.now() });
  const compressed = await compressImage(file);
  onStep('uploading');
  return uploadCroppedImage(compressed);
}
