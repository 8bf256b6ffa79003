import './bench-instrument';
import { catalogV1 } from '@moorline/contracts';
import { createGrpcServer, createHttpApp, createLogger } from '@moorline/kit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServerError, Status } from 'nice-grpc-common';
import { benchBay, benchJson } from './bench-payloads';

// The servers of P1 and P2, in a process of their own (forked by bench-child.ts) so that the load
// generator's event loop is not theirs. Logs go to stdout at info, as a service's do (at warn in
// kit-http-quiet); the parent sends them to a file. Mode: bare-http | kit-http | kit-http-quiet | grpc.

const mode = process.argv[2];
const logger = createLogger({
  service: 'bench',
  level: mode === 'kit-http-quiet' ? 'warn' : 'info',
  pretty: false,
});

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Answers every request with the same bytes: the baseline of P1 (JSON) and of P2 (protobuf). */
function bareServer(body: Buffer, contentType: string): Server {
  return createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
}

async function kitHttp(): Promise<Record<string, number>> {
  const app = createHttpApp({ logger, readiness: {} });
  app.get('/bench', async () => benchJson);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port };
}

async function grpcAndHttp(): Promise<Record<string, number>> {
  const grpc = createGrpcServer(logger);
  const unimplemented = async () => {
    throw new ServerError(Status.UNIMPLEMENTED, 'not part of the benchmark');
  };
  const methods = Object.fromEntries(
    Object.keys(catalogV1.CatalogServiceDefinition.methods).map((name) => [name, unimplemented]),
  );
  const answered: Partial<catalogV1.CatalogServiceImplementation> = { getBay: async () => benchBay };
  grpc.server.add(catalogV1.CatalogServiceDefinition, {
    ...methods,
    ...answered,
  } as catalogV1.CatalogServiceImplementation);
  const grpcPort = await grpc.listen(0, '127.0.0.1');
  const bytes = Buffer.from(catalogV1.GetBayResponse.encode(benchBay).finish());
  const httpPort = await listen(bareServer(bytes, 'application/x-protobuf'));
  return { grpcPort, httpPort };
}

async function start(mode: string | undefined): Promise<Record<string, number>> {
  if (mode === 'bare-http')
    return { port: await listen(bareServer(Buffer.from(JSON.stringify(benchJson)), 'application/json')) };
  if (mode === 'kit-http' || mode === 'kit-http-quiet') return kitHttp();
  if (mode === 'grpc') return grpcAndHttp();
  throw new Error(`unknown bench server mode ${mode}`);
}

start(mode).then(
  (ports) => process.send?.(ports),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
