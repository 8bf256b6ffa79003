import { catalogV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient } from '@moorline/kit';
import { join } from 'node:path';
import { startBenchServers } from './bench-child';
import { closedLoop } from './closed-loop';
import { assertSetupSound, percentiles, quantile } from './figures';
import { keepAliveGet } from './http-client';
import { noSamples } from './open-loop';
import { ratioFigure, valueFigure, type Figure } from './report';

const PER_SEGMENT = 500;
const SEGMENTS = 4;

/**
 * P2: one call as the BFF makes it to a service (the kit's gRPC client with its deadline, error
 * and trace middleware, to the kit's gRPC server) against an HTTP/1.1 keep-alive request to a
 * server in the same process returning the same protobuf bytes, decoded alike. One call at a
 * time, so the figures are the hop's latency, alternating segments.
 */
export async function benchGrpcHop(logDir: string): Promise<Figure[]> {
  const servers = await startBenchServers('grpc', join(logDir, 'grpc-hop.log'));
  const channel = createChannel(`127.0.0.1:${servers.ports.grpcPort}`);
  const catalog = createGrpcClient(catalogV1.CatalogServiceDefinition, channel);
  const http = keepAliveGet(`http://127.0.0.1:${servers.ports.httpPort}/bay`, 1);
  const overGrpc = () => catalog.getBay({ slug: 'telascica' });
  const overHttp = async () => catalogV1.GetBayResponse.decode(await http.get());
  try {
    assertSetupSound('gRPC hop', await closedLoop(1, 300, overGrpc));
    assertSetupSound('HTTP hop', await closedLoop(1, 300, overHttp));
    const grpc = noSamples();
    const plain = noSamples();
    for (let index = 0; index < SEGMENTS; index += 1) {
      await closedLoop(1, PER_SEGMENT, overHttp, plain);
      await closedLoop(1, PER_SEGMENT, overGrpc, grpc);
    }
    const at = (q: number) => ({ grpc: quantile(grpc.latencies, q), http: quantile(plain.latencies, q) });
    const bytes = catalogV1.GetBayResponse.encode(await overGrpc()).finish().length;
    const baseline = (value: number) => ({ value, unit: 'ms', what: 'HTTP hop, same bytes' });
    /** The time the gRPC hop adds at quantile `q`; its ratio is the gRPC hop over the HTTP hop. */
    const added = (q: number, atMost: number, notes?: string[]) => {
      const { grpc: overGrpcMs, http: overHttpMs } = at(q);
      return valueFigure({
        id: 'P2',
        what: `BFF→service gRPC hop, time added over an HTTP hop of the same payload, p${q * 100}`,
        measured: { value: overGrpcMs - overHttpMs, unit: 'ms' },
        baseline: baseline(overHttpMs),
        ratio: overGrpcMs / overHttpMs,
        bound: { atMost },
        ...(notes ? { notes } : {}),
      });
    };
    return [
      added(0.5, 1, [
        `GetBay answer of ${bytes} bytes, one call at a time, ${SEGMENTS}×${PER_SEGMENT} calls each, alternating`,
        `gRPC  ${percentiles(grpc)}`,
        `HTTP  ${percentiles(plain)}`,
        'ratio: the gRPC hop over the HTTP hop, at the same quantile',
      ]),
      added(0.99, 6),
      ratioFigure({
        id: 'P2',
        what: 'BFF→service gRPC hop vs the HTTP hop, p50',
        measured: { value: at(0.5).grpc, unit: 'ms' },
        baseline: baseline(at(0.5).http),
        bound: { atMost: 2.5 },
      }),
    ];
  } finally {
    http.close();
    channel.close();
    await servers.stop();
  }
}
