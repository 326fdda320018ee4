/** Uploaded pictures as other server features see them: storing, finding and reading an upload's file. */
export {
  findUpload,
  openUpload,
  removeStoredFiles,
  ownedUploads,
  storeUpload,
  uploadPath,
  uploadsDir,
  UploadRefused,
  uploadUsage,
  quotaMessage,
  type StoredUpload,
} from './storage';
export { imageDimensions, pictureTooLargeMessage, pixelsOf, type Dimensions } from './image-dimensions';
export { startSweeps, sweepPartFiles, sweepUnnamed, sweepUploads, SWEEP_MIN_AGE_MS } from './sweep';
export { fileStore, spaceDir, type OpenedFile } from './file-store';
export { isCardName, isKeepsakeName, isStoredName } from './file-types';
export { loadSharp } from './load-sharp';
