import { encode } from 'uqr';

interface QrCodeProps {
  /** What the code holds, usually an address. */
  value: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** Read by screen readers, e.g. 'QR code of the invitation address'. */
  label: string;
}

/**
 * A QR code drawn as one SVG path (no canvas, no image request), so it prints sharply and costs a few hundred
 * bytes. Renders the same on the server and in the browser.
 */
export function QrCode({ value, size = 160, label }: QrCodeProps) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
