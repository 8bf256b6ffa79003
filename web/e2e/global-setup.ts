import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../deploy/src/free-port';
import { repoRoot } from '../../deploy/src/start/deployables';
import { startInfrastructure } from '../../deploy/src/start/infrastructure';
import { startPlatform } from '../../deploy/src/start/platform';
import { buildWeb, webBuildIsCurrent } from '../../deploy/src/start/web-build';
import {
  BOOKING_DATABASE_URL_ENV,
  E2E_ACCESS_TOKEN_TTL_SECONDS,
  E2E_CONTACT_LIMIT,
  e2ePorts,
  MAIL_DIR_ENV,
} from './full-stack';

export default async function startFullStack(): Promise<() => Promise<void>> {
  const progress = (line: string) => console.log(`e2e | ${line}`);
  if (!webBuildIsCurrent()) {
    progress('building the web app');
    await buildWeb(process.env, () => undefined);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'moorline-e2e-'));
  const mailDir = join(dataDir, 'mail');
  mkdirSync(mailDir);
  const infrastructure = await startInfrastructure({
    dataDir,
    cacheDir: join(repoRoot, '.cache'),
    postgresPort: await freePort(),
    kafkaPort: await freePort(),
    kafkaControllerPort: await freePort(),
    // Throw-away servers unless the developer points at running ones (KAFKA_BROKERS, DATABASE_URL).
    env: process.env,
    onProgress: progress,
  });
  const platform = await startPlatform({
    infrastructure,
    ports: e2ePorts,
    logDir: join(dataDir, 'logs'),
    includeWeb: true,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      MAIL_DIR: mailDir,
      CONTACT_LIMIT_PER_HOUR: String(E2E_CONTACT_LIMIT),
      ACCESS_TOKEN_TTL_SECONDS: String(E2E_ACCESS_TOKEN_TTL_SECONDS),
      // Every browser test signs up from 127.0.0.1; the default 10 per hour would stop the suite.
      SIGNUP_LIMIT_PER_IP: '500',
      // Sign-ins too (default 50 per address and 20 per account in 15 minutes): the back-office
      // tests sign the demo staff in again for each page and language.
      SIGNIN_LIMIT_PER_IP: '2000',
      SIGNIN_LIMIT_PER_ACCOUNT: '1000',
      // The same for QR walk-ups: guest sessions (default 20 per hour) and presence checks
      // (default 10 per client in 10 minutes) all come from this one address.
      GUEST_SESSION_LIMIT_PER_IP: '500',
      PRESENCE_CHECKS_PER_CLIENT: '500',
      // And the BFF's QR code look-ups (default 60 per address in 10 minutes).
      QR_LOOKUPS_PER_ADDRESS: '5000',
      // And every browser test's holds (booking's default is 120 new holds per address an hour).
      NEW_HOLDS_PER_ADDRESS_HOUR: '5000',
      // testing: Secure cookies and HSTS as outside development, without a cookie domain.
      APP_ENV: 'testing',
      // The demo bays' operators get ready sandbox accounts, so their buoys can be paid for.
      SEED_DEMO_DATA: 'true',
      ADMIN_DASHBOARD_URL: 'http://localhost:8000/admin/',
    },
    onProgress: progress,
  }).catch(async (error: unknown) => {
    await infrastructure.stop();
    throw error;
  });
  process.env[MAIL_DIR_ENV] = mailDir;
  process.env[BOOKING_DATABASE_URL_ENV] = infrastructure.databaseUrls.booking;
  progress(`platform up; logs in ${join(dataDir, 'logs')}`);
  return async () => {
    await platform.stop();
    await infrastructure.stop();
  };
}
