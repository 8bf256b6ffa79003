// One idempotency key per booking's checkout, kept for the tab's life: a double click, a retry
// after a network error or a reload starts the same payment, never a second one.

const prefix = 'moorline.checkout-key.';

export function checkoutKey(
  bookingId: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  newKey: () => string,
): string {
  const stored = storage?.getItem(`${prefix}${bookingId}`);
  if (stored) return stored;
  const key = newKey();
  storage?.setItem(`${prefix}${bookingId}`, key);
  return key;
}
