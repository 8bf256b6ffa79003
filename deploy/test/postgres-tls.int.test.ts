import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createDatabase, pgConnection, plaintextDatabase, type DatabaseTls } from '@moorline/kit';
import { sql } from 'kysely';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startOwnPostgres, type OwnPostgres } from '../src/testing/own-postgres';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-infra';
import {
  ensureDevCertificateAuthority,
  ensureServerCertificate,
  type ServerCertificate,
} from '../src/tls/dev-certificates';

// Secure mode's PostgreSQL (issue 32 item 3), as `SECURE=1 make start` runs it: a server of this
// file's own with a certificate from a fresh development CA, reached the way the kit's pools are.

/** Whether the session of a pool on `url` is encrypted, by the server's own account. */
async function sessionIsEncrypted(url: string, tls: DatabaseTls): Promise<boolean> {
  const db = createDatabase({ url, tls, maxConnections: 1 });
  try {
    const { rows } = await sql<{ ssl: boolean }>`
      SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()`.execute(db);
    return rows[0]?.ssl ?? false;
  } finally {
    await db.destroy();
  }
}

/** Connects once with exactly these client options; resolves with the error it was refused with. */
async function refusal(config: pg.ClientConfig): Promise<{ code?: string; message: string }> {
  const client = new pg.Client(config);
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { code, message };
  } finally {
    await client.end().catch(() => undefined);
  }
  return { message: 'connected' };
}

describe('PostgreSQL in secure mode', () => {
  let keysDir: string;
  let certificate: ServerCertificate;
  let server: OwnPostgres;
  let verifyFull: DatabaseTls;

  beforeAll(async () => {
    keysDir = mkdtempSync(join(tmpdir(), 'moorline-pg-keys-'));
    certificate = ensureServerCertificate(keysDir, 'postgres', ['localhost', '127.0.0.1']);
    verifyFull = { mode: 'verify-full', caFile: certificate.caFile };
    server = await startOwnPostgres({ certificate });
  }, 120_000);

  afterAll(async () => {
    await server?.remove();
    rmSync(keysDir, { recursive: true, force: true });
  });

  it('when a pool trusts the development CA with verify-full, then it connects and its session is encrypted', async () => {
    expect(await sessionIsEncrypted(server.adminUrl, verifyFull)).toBe(true);
  });

  it('when a client connects without TLS, then pg_hba refuses it', async () => {
    expect(await refusal(pgConnection(server.adminUrl, plaintextDatabase))).toMatchObject({
      code: '28000',
      message: expect.stringContaining('no encryption'),
    });
  });

  it('when a client trusts another CA, then it refuses the server', async () => {
    const otherCa = ensureDevCertificateAuthority(join(keysDir, 'elsewhere'));
    const tls: DatabaseTls = { mode: 'verify-full', caFile: otherCa.certFile };
    expect(await refusal(pgConnection(server.adminUrl, tls))).toMatchObject({
      code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    });
  });

  it("when a client trusts only Node's public roots, then it refuses the server", async () => {
    expect(await refusal(pgConnection(server.adminUrl, { mode: 'verify-full' }))).toMatchObject({
      code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    });
  });

  it('when a client connects by a name the certificate does not carry, then it refuses the server', async () => {
    const config = pgConnection(server.adminUrl, verifyFull);
    // What pg does for a host name: it checks the certificate against it as the TLS server name.
    // Here the name points at the same server, as a DNS name of another host would.
    const ssl = { ...(config.ssl as object), servername: 'db.elsewhere.test' };
    expect(await refusal({ ...config, ssl })).toMatchObject({
      code: 'ERR_TLS_CERT_ALTNAME_INVALID',
      message: expect.stringContaining('db.elsewhere.test'),
    });
  });

  it('when the same client names the host it connects to, then it is let in (the twin of the test above)', async () => {
    const config = pgConnection(server.adminUrl, verifyFull);
    const ssl = { ...(config.ssl as object), servername: 'localhost' };
    expect(await refusal({ ...config, ssl })).toEqual({ message: 'connected' });
  });

  it('when the server runs, then its key is readable by its own user alone', () => {
    const clusterDir = join(server.dataDir, 'pg');
    const key = statSync(join(clusterDir, 'server.key'));
    expect(key.mode & 0o777).toBe(0o600);
    expect(key.uid).toBe(statSync(clusterDir).uid);
  });
});

describe('PostgreSQL without secure mode (the tests’ own server, as plain `make start`)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('when a pool connects in plaintext, then its session is not encrypted (the check above can fail)', async () => {
    expect(await sessionIsEncrypted(database.url, plaintextDatabase)).toBe(false);
  });
});
