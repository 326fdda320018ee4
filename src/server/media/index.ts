/** Uploaded pictures as other server features see them: storing, finding and reading an upload's file. */
export {
  findUpload,
  ownedUploads,
  storeUpload,
  uploadPath,
  uploadsDir,
  UploadRefused,
  type StoredUpload,
} from './storage';
export { imageDimensions, pictureTooLargeMessage, pixelsOf, type Dimensions } from './image-dimensions';
