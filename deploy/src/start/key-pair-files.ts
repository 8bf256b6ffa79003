import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A key pair the platform signs with: where it is kept, what it is called in the environment. */
export interface KeyPairKind<Env extends Record<string, string>> {
  /** File names in the key directory, e.g. `access-token` → access-token-private.pem. */
  fileStem: string;
  privateEnvName: keyof Env & string;
  publicEnvName: keyof Env & string;
  /** A fresh pair as PEM: PKCS#8 private, SPKI public. */
  generate(): { privateKey: string; publicKey: string };
}

const asEnv = <Env extends Record<string, string>>(
  kind: KeyPairKind<Env>,
  pair: { privateKey: string; publicKey: string },
) => ({ [kind.privateEnvName]: pair.privateKey, [kind.publicEnvName]: pair.publicKey }) as Env;

export const generateKeyPairEnv = <Env extends Record<string, string>>(kind: KeyPairKind<Env>): Env =>
  asEnv(kind, kind.generate());

/** The development pair kept in `keyDir`, generated there when missing. */
export function ensureKeyPairFiles<Env extends Record<string, string>>(
  kind: KeyPairKind<Env>,
  keyDir: string,
): Env {
  const privatePath = join(keyDir, `${kind.fileStem}-private.pem`);
  const publicPath = join(keyDir, `${kind.fileStem}-public.pem`);
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    const pair = kind.generate();
    mkdirSync(keyDir, { recursive: true, mode: 0o700 });
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKey, { mode: 0o644 });
  }
  return asEnv(kind, {
    privateKey: readFileSync(privatePath, 'utf8'),
    publicKey: readFileSync(publicPath, 'utf8'),
  });
}

/**
 * The pair from the environment when it names both halves; otherwise the development pair kept
 * in `keyDir`, generated on first start, so what was signed survives a restart.
 */
export function keyPairEnv<Env extends Record<string, string>>(
  kind: KeyPairKind<Env>,
  env: NodeJS.ProcessEnv,
  keyDir: string,
): Env {
  const privateKey = env[kind.privateEnvName];
  const publicKey = env[kind.publicEnvName];
  if (privateKey && publicKey) return asEnv(kind, { privateKey, publicKey });
  return ensureKeyPairFiles(kind, keyDir);
}
