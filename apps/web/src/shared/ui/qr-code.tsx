import { useMemo } from 'react';
import { encode } from 'uqr';

/** One square per dark module, as a single path: far lighter than an element per module. */
function modulesPath(data: boolean[][]): string {
  return data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
}

/**
 * A QR code drawn in the page (uqr encodes it here; no image service is asked). Dark on light
 * whatever the theme, with the quiet zone scanners need.
 */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 2 }), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={modulesPath(qr.data)} fill="#000000" />
    </svg>
  );
}
