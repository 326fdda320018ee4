/**
 * A guest's photo made at most 1024 px on its longer side and 1 MB, with the browser's own decoder and a
 * canvas (no library on the guest's phone). Throws when the browser cannot draw the picture; photo-to-send.ts
 * then sends the original, which the server decodes itself.
 */
const MAX_SIDE = 1024;
const MAX_BYTES = 1024 * 1024;
const QUALITIES = [0.85, 0.72, 0.6];

export async function shrinkPhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = bitmap;
  // Already small enough: sending it as it is loses nothing.
  if (Math.max(width, height) <= MAX_SIDE && file.size <= MAX_BYTES) {
    bitmap.close();
    return file;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas on this browser.');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= MAX_BYTES) {
      return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
    }
  }
  throw new Error('The photo stays over 1 MB.');
}
