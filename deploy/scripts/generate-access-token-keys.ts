// Writes an ES256 key pair for access tokens into a directory, unless one is there:
// access-token-private.pem (PKCS#8, auth only) and access-token-public.pem (SPKI).
// Used by the container entrypoint; `make start` does the same through the platform start.
import { ensureAccessTokenKeyFiles } from '../src/start/access-token-keys';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node --import tsx deploy/scripts/generate-access-token-keys.ts <directory>');
  process.exit(64);
}
ensureAccessTokenKeyFiles(dir);
