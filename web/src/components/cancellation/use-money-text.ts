'use client';

import { useFormatter } from 'next-intl';
import type { Money } from '../../http/api-schema';

/** An amount to the cent in the page's number format, zero included (a refund may be nothing). */
export function useMoneyText(): (money: Money) => string {
  const format = useFormatter();
  return (money) => format.number(money.cents / 100, { style: 'currency', currency: money.currency });
}
