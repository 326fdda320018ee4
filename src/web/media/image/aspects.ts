/** The cropper's choices (spec: aspect ratios, default 4:3, zoom 1 to 3, keyboard step 1). */
export const ASPECTS = [
  { label: '1:1', value: 1 },
  { label: '5:4', value: 5 / 4 },
  { label: '4:3', value: 4 / 3 },
  { label: '3:2', value: 3 / 2 },
  { label: '5:3', value: 5 / 3 },
  { label: '16:9', value: 16 / 9 },
  { label: '3:1', value: 3 },
] as const;

export const DEFAULT_ASPECT = ASPECTS[2];
export const ZOOM = { min: 1, max: 3, step: 0.01 } as const;
export const KEYBOARD_STEP = 1;

/** Compression limits (spec section 9): at most 1 MB and 1024 px on the longer side, 10 passes. */
export const COMPRESSION_LIMITS = { maxSizeMB: 1, maxWidthOrHeight: 1024, maxIteration: 10 } as const;
