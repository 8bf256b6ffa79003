import type { CataloguePart } from './catalogue-entry';

/** Payment: the spec names no payment error yet; the payment issue adds its codes here. */
export const paymentErrors = {} as const satisfies CataloguePart;
