import type { StorageLike } from '../session/session-store';

// Issue 28 item 4: what a guest typed in the personal details is still there after Back. Kept in
// this tab only (it ends with the tab, as the guest's token does), never in the address.

const KEY = 'moorline_qr_guest_details';

export type GuestDetails = { firstName: string; lastName: string; email: string; phone: string };

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

export function keepGuestDetails(storage: StorageLike | null, details: GuestDetails): void {
  storage?.setItem(KEY, JSON.stringify(details));
}

/** The details kept in this tab, or null when none (or none readable) are kept. */
export function keptGuestDetails(storage: StorageLike | null): GuestDetails | null {
  const raw = storage?.getItem(KEY) ?? null;
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const values = FIELDS.map((field) => Reflect.get(parsed, field));
    if (!values.every((value): value is string => typeof value === 'string')) return null;
    const [firstName = '', lastName = '', email = '', phone = ''] = values;
    return { firstName, lastName, email, phone };
  } catch {
    return null;
  }
}
