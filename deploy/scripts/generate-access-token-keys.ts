// Writes the platform's key pairs into a directory, unless they are there: ES256 for access
// tokens, access-token-private.pem (PKCS#8, auth only) and access-token-public.pem (SPKI); Ed25519
// for booking passes, booking-pass-private.pem (booking only) and booking-pass-public.pem (BFF).
// Used by the container entrypoint; `make start` does the same through the platform start.
import { ensureAccessTokenKeyFiles } from '../src/start/access-token-keys';
import { ensureBookingPassKeyFiles } from '../src/start/booking-pass-keys';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node --import tsx deploy/scripts/generate-access-token-keys.ts <directory>');
  process.exit(64);
}
ensureAccessTokenKeyFiles(dir);
ensureBookingPassKeyFiles(dir);
