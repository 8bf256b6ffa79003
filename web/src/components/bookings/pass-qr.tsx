import { encodeQR } from '@paulmillr/qr';
import { useMemo } from 'react';

/**
 * A QR code drawn in the browser as one SVG path (each row's runs of dark modules as one
 * rectangle), so an opened pass needs no network. Error correction "medium": a screen is clean.
 */
export function PassQr({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
    const segments: string[] = [];
    modules.forEach((row, y) => {
      let x = 0;
      while (x < row.length) {
        const start = x;
        while (x < row.length && row[x]) x += 1;
        if (x > start) segments.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
        else x += 1;
      }
    });
    return { path: segments.join(''), size: modules.length };
  }, [text]);
  return (
    <svg
      className="booking-pass__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-pass={text}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
