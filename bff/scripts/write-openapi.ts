// Writes bff/openapi.json from the route schemas; `make check` fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSchemaOnlyBff } from '../src/schema-only-app';

async function writeOpenApi(): Promise<void> {
  const bff = await startSchemaOnlyBff();
  const target = process.argv[2] ?? join(__dirname, '..', 'openapi.json');
  writeFileSync(target, `${JSON.stringify(bff.app.swagger(), null, 2)}\n`);
  await bff.close();
}

void writeOpenApi();
