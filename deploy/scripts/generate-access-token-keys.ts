// Writes the platform's key pairs into a directory, unless they are there: ES256 for access
// tokens, access-token-private.pem (PKCS#8, auth only) and access-token-public.pem (SPKI); Ed25519
// for booking passes, booking-pass-private.pem (booking only) and booking-pass-public.pem (BFF);
// P-256 for Web Push, vapid-private.pem and vapid-public.pem (notification only).
// Used by the container entrypoint; `make start` does the same through the platform start.
import { ensureAccessTokenKeyFiles } from '../src/start/access-token-keys';
import { ensureBookingPassKeyFiles } from '../src/start/booking-pass-keys';
import { ensureVapidKeyFiles } from '../src/start/vapid-keys';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node --import tsx deploy/scripts/generate-access-token-keys.ts <directory>');
  process.exit(64);
}
ensureAccessTokenKeyFiles(dir);
ensureBookingPassKeyFiles(dir);
ensureVapidKeyFiles(dir);
