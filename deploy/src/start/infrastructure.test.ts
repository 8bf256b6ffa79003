import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInfrastructure } from './infrastructure';

describe('secure mode with a PostgreSQL the environment names', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'moorline-infra-test-'));
  const settings = (databaseTls?: { mode: 'off' }) => {
    const dataDir = dir();
    return {
      dataDir,
      cacheDir: dataDir,
      postgresPort: 0,
      kafkaPort: 0,
      kafkaControllerPort: 0,
      // Port 1 answers nothing: the refusal must come before any connection.
      env: { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/postgres', KAFKA_BROKERS: 'unused:9092' },
      databaseTls,
      secure: { keysDir: join(dataDir, 'keys') },
      onProgress: () => undefined,
    };
  };

  it('when that server would be reached without verify-full, then the start is refused, saying what to set', async () => {
    await expect(startInfrastructure(settings())).rejects.toThrow(
      /^SECURE=1 with an existing PostgreSQL \(DATABASE_URL or <SERVICE>_DATABASE_URL\) needs DATABASE_TLS=verify-full/,
    );
    await expect(startInfrastructure(settings({ mode: 'off' }))).rejects.toThrow(
      /needs DATABASE_TLS=verify-full/,
    );
  });

  it('when it would be reached with verify-full, then the start goes on to connect (and here finds nothing)', async () => {
    const attempt = startInfrastructure({ ...settings(), databaseTls: { mode: 'verify-full' } });
    await expect(attempt).rejects.toThrow(/ECONNREFUSED/);
  });
});
