import { tabStorage } from './guest-session';

// After signing up from a buoy's QR code the boater may go on at once as a guest with the same
// email (issue 14 item 1): the sign-up page leaves the email for the personal details page in
// this tab only, and that page takes it once. It never goes into the address.

const KEY = 'moorline_qr_signed_up_email';

export function leaveSignedUpEmail(email: string): void {
  tabStorage()?.setItem(KEY, email);
}

export function takeSignedUpEmail(): string | null {
  const storage = tabStorage();
  const email = storage?.getItem(KEY) ?? null;
  storage?.removeItem(KEY);
  return email;
}
