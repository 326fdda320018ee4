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
export { sweepUploads } from './sweep';
export { fileStore } from './file-store';
export { isStoredName } from './file-types';
