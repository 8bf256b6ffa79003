// Small helpers for writing the pictures as SVG text (the route turns them into PNG).

export type Point = { x: number; y: number };

/** One decimal is finer than a pixel and keeps the SVG small. */
export function num(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

export function pathData(points: readonly Point[], closed = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const line = rest.map((point) => `L${num(point.x)} ${num(point.y)}`).join('');
  return `M${num(first.x)} ${num(first.y)}${line}${closed ? 'Z' : ''}`;
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}

export function verticalGradient(id: string, stops: readonly [number, string][]): string {
  const inner = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${inner}</linearGradient>`;
}
