// `make start`: the whole platform on this machine, on the embedded default or on the servers
// the environment names. Ctrl-C stops everything it started.
import { ConfigError, type GrpcTls } from '@moorline/kit';
import { DEMO_PASSWORD, demoAccounts } from '../../../services/auth/src/seed/demo-account-list';
import { join } from 'node:path';
import { PrerequisiteError } from '../prerequisites';
import { runDemoTraffic, type RunningDemoTraffic } from '../demo-traffic/run-demo-traffic';
import { accessTokenKeyEnv } from './access-token-keys';
import { defaultPorts } from './deployables';
import { demoQrCode } from './demo-qr-code';
import { ensureGrpcCertificates, grpcTlsOfCertificate } from './grpc-certificates';
import { startInfrastructure, type Infrastructure } from './infrastructure';
import { startPlatform, type Platform } from './platform';
import { infrastructureSettings, readStartConfig, type StartConfig } from './start-config';
import { startTraceViewer, type TraceViewer } from './trace-viewer';
import { buildWeb, webBuildIsCurrent } from './web-build';

const say = (line: string) => console.log(`moorline | ${line}`);

/** The start settings, or a message naming each bad variable (a port inside the ephemeral range). */
function readConfigOrExit(): StartConfig {
  try {
    return readStartConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`moorline | ${error.message}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  // Where the embedded default writes emails (.eml), unless the developer chose a folder.
  const mailDir = process.env.MAIL_DIR ?? join(config.MOORLINE_DATA_DIR, 'mail');
  let infrastructure: Infrastructure | undefined;
  let platform: Platform | undefined;
  let traceViewer: TraceViewer | undefined;
  let demoTraffic: RunningDemoTraffic | undefined;
  let grpcTls: GrpcTls | undefined;
  let stopping = false;
  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    // Its holds are cancelled while booking, catalog and Kafka still run, so the next start begins free.
    await demoTraffic?.stop();
    await platform?.stop();
    // After the platform, so the spans its processes flush on their way out still arrive.
    await traceViewer?.stop();
    await infrastructure?.stop();
    say('stopped; no process left behind');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    if (!webBuildIsCurrent()) {
      say('building the web app (production build; skipped next time unless web/ changes)');
      await buildWeb(process.env, () => undefined);
    }
    const keyDir = join(config.MOORLINE_DATA_DIR, 'keys');
    infrastructure = await startInfrastructure(infrastructureSettings(config, process.env, say));
    const grpcCertificates = config.SECURE ? ensureGrpcCertificates(keyDir) : undefined;
    grpcTls = grpcTlsOfCertificate(grpcCertificates?.['make-start']);
    const logDir = join(config.MOORLINE_DATA_DIR, 'logs');
    if (config.TRACES) traceViewer = await startTraceViewer({ logDir, env: process.env, onProgress: say });
    platform = await startPlatform({
      infrastructure,
      ports: defaultPorts,
      logDir,
      includeWeb: true,
      env: {
        ...process.env,
        MAIL_DIR: mailDir,
        // The demo traffic's 8 boaters hold a buoy every minute or two each, more than booking's
        // limit of new holds per account an hour lets a person (issue 26 item 3).
        ...(config.DEMO_TRAFFIC ? { NEW_HOLDS_PER_ACCOUNT_HOUR: '1000' } : {}),
        // Every process exports its spans here (services/kit/src/telemetry/start-telemetry.ts).
        ...(traceViewer ? { OTEL_EXPORTER_OTLP_ENDPOINT: traceViewer.otlpEndpoint } : {}),
      },
      keyDir,
      grpcCertificates,
      onProgress: say,
    });
    if (config.DEMO_TRAFFIC)
      demoTraffic = await runDemoTraffic({
        catalogGrpcAddress: `127.0.0.1:${defaultPorts.grpc.catalog}`,
        bookingGrpcAddress: `127.0.0.1:${defaultPorts.grpc.booking}`,
        jwtPrivateKey: accessTokenKeyEnv(process.env, keyDir).JWT_PRIVATE_KEY,
        logFile: join(config.MOORLINE_DATA_DIR, 'logs', 'demo-traffic.log'),
        grpcTls,
      });
  } catch (error) {
    if (error instanceof PrerequisiteError || error instanceof ConfigError)
      console.error(`moorline | ${error.message}`);
    else console.error(`moorline | start failed: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(1);
    return;
  }
  printSummary(
    infrastructure,
    platform,
    join(config.MOORLINE_DATA_DIR, 'logs'),
    mailDir,
    config.DEMO_TRAFFIC,
    await demoQrCode(`127.0.0.1:${defaultPorts.grpc.catalog}`, grpcTls),
    traceViewer,
    grpcTls.mode === 'mutual'
      ? `mutual TLS, one certificate per process in ${join(config.MOORLINE_DATA_DIR, 'keys')}/<process>/`
      : 'plaintext on loopback (SECURE=1 turns on mutual TLS)',
  );
}

function printSummary(
  infrastructure: Infrastructure,
  platform: Platform,
  logDir: string,
  mailDir: string,
  demoTraffic: boolean,
  qrCode: Awaited<ReturnType<typeof demoQrCode>>,
  traceViewer: TraceViewer | undefined,
  grpc: string,
): void {
  const lines = [
    '',
    'Moorline is running.',
    '',
    `  Web app      ${platform.urls.web ?? '(not started)'}`,
    `  API          ${platform.urls.api}/v1   (OpenAPI: ${platform.urls.api}/openapi.json)`,
    `  Health       ${platform.urls.health}`,
    ...infrastructure.description.map((line) => `  ${line}`),
    `  gRPC         ${grpc}`,
    `  Metrics      http://127.0.0.1:${defaultPorts.http.auth}…${defaultPorts.http.notification}/metrics (services), ${new URL(platform.urls.api).origin}/metrics (BFF)`,
    traceViewer
      ? `  Traces       ${traceViewer.uiUrl} (Jaeger; API ${traceViewer.uiUrl}/api/traces?service=bff)`
      : '  Traces       off (TRACES=1 make start runs Jaeger and sends every trace to it)',
    `  Logs         ${logDir}/<process>.log`,
    `  Mail         ${mailDir}/*.eml (links are in the notification log too)`,
    demoTraffic
      ? '  Demo traffic a few demo boaters hold buoys for tonight through the booking service, then\n' +
        '               cancel or let the 3-minute hold lapse; signed in, the map shows it live\n' +
        '               (DEMO_TRAFFIC=false turns it off)'
      : '  Demo traffic off',
    ...(qrCode && platform.urls.web
      ? [
          `  QR check-in  ${platform.urls.web}/en/qr/${qrCode.slug}  (${qrCode.bayName}, buoy ${qrCode.label}: first come,`,
          `               first served; check-in needs the browser at ${qrCode.lat.toFixed(5)}, ${qrCode.lon.toFixed(5)})`,
        ]
      : []),
    '',
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...demoAccounts.map((account) => `  ${account.email}${demoAccountRole(account)}`),
    ...(platform.urls.web
      ? [`  Back office  ${platform.urls.web}/en/concessionaires/bays (signed in as a bay operator)`]
      : []),
    '',
    'Press Ctrl-C to stop everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

/** What a demo account is for, beside its email: a boater's has nothing to add. */
function demoAccountRole(account: (typeof demoAccounts)[number]): string {
  if (account.roles.length === 0) return '';
  const operator = account.operatorCompany ? ` of ${account.operatorCompany}` : '';
  return `  (${account.roles.join(', ')}${operator})`;
}

void main();
