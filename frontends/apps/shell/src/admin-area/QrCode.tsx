import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone around the code, in modules (scanners need 4). */
const QUIET = 4;

/**
 * A QR code drawn as one SVG path (uqr encodes, React draws: no markup string, nothing fetched).
 * Dark on white whatever the theme or direction: a code is never mirrored.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(text, { ecc: 'M', border: 0 });
    let d = '';
    data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`)));
    return { path: d, size: modules + QUIET * 2 };
  }, [text]);
  return (
    <svg className="hw-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
