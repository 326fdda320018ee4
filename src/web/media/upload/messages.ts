export const MESSAGES = {
  noToken: 'No access token found. Please log in.',
  noImage: 'Please select an image to upload.',
  imageFailed: 'Failed to upload image. Please try again.',
  imageDone: (name: string) => `Image uploaded successfully: ${name}.`,
  noFile: 'Please select a file to upload.',
  unsupported: 'Unsupported file type. Please upload an image or video.',
  fileFailed: 'Failed to upload file. Please try again.',
  fileDone: 'File uploaded successfully.',
} as const;

/** The server's own words when it refuses the bytes (not an image ...); anything else gets the general line. */
export function uploadFailure(error: unknown, fallback: string): string {
  return error instanceof Error && /not an (image|instance)/.test(error.message) ? error.message : fallback;
}
