/** Cutting the chosen area out of a picture, in the browser, before it is compressed and uploaded. */

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The size to draw a crop at: never larger than `maxEdge` on its longer side, never below 1 px. */
export function scaledSize(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = src;
  });
}

/**
 * The cropped area as a JPEG. Drawn at most 2048 px wide: compression brings it to 1024 px anyway, and a
 * phone photo at full size would make the canvas needlessly heavy.
 */
export async function cropToBlob(src: string, area: PixelArea, maxEdge = 2048): Promise<Blob> {
  const image = await loadImage(src);
  const size = scaledSize(area.width, area.height, maxEdge);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be cropped.');
  // JPEG has no transparency: a transparent PNG gets a white page behind it instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cropped.'))),
      'image/jpeg',
      0.92,
    ),
  );
}
