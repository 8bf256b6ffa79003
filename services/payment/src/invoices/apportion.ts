/**
 * Splits `total` (integer minor units, may be negative) over `weights` in proportion, so the
 * shares add up to `total` exactly: each share is the proportional amount rounded toward zero,
 * and the units left over go one each to the largest remainders (ties to the earlier weight).
 * A credit note for part of an invoice divides its amount this way over the invoice's parts.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const sign = Math.sign(total);
  const magnitude = Math.abs(total);
  // Exact integer arithmetic: the products stay far below 2^53 for any booking's amounts.
  const exact = weights.map((weight) => magnitude * weight);
  const shares = exact.map((product) => Math.floor(product / weightSum));
  let left = magnitude - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % weightSum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((share) => share * sign || 0);
}
