/**
 * Photos as the content form takes them: crop, compress and upload one photo, with the cropper loaded the
 * first time a photo is chosen.
 */
import { lazy } from 'react';

export type { PixelArea } from './image/crop';
export { cropCompressUpload, STEP_LABELS, type PhotoStep } from './image/process-photo';
export const CropDialog = lazy(() => import('./image/CropDialog'));
