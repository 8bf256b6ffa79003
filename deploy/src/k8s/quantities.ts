const binary: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };
const decimal: Record<string, number> = { m: 1e-3, '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12 };

/** A Kubernetes resource quantity ("250m", "1", "512Mi", "1G") as a number, NaN when malformed. */
export function parseQuantity(quantity: string): number {
  const match = /^(\d+(?:\.\d+)?)([A-Za-z]*)$/.exec(quantity.trim());
  if (!match) return Number.NaN;
  const [, amount = '', suffix = ''] = match;
  const factor = binary[suffix] ?? decimal[suffix];
  return factor === undefined ? Number.NaN : Number(amount) * factor;
}
