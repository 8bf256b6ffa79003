import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createChannel as createSingleServerChannel, type Channel } from 'nice-grpc';
import { HealthDefinition } from 'nice-grpc-server-health';
import { setTimeout as sleep } from 'node:timers/promises';
import { createChannel, createGrpcClient } from '../src/grpc/grpc-client';
import { createGrpcServer, type GrpcServer } from '../src/grpc/grpc-server';
import { silentLogger } from './support';

// A service scaled to several replicas gets calls on all of them. Two servers answer the health
// check of one made-up service differently, so each answer tells which server took the call.

const WHICH = 'moorline.test.Which';
const CALLS = 20;

describe('gRPC calls across the replicas of a service', () => {
  let servers: GrpcServer[];
  let target: string;
  const channels: Channel[] = [];

  beforeAll(async () => {
    servers = [createGrpcServer(silentLogger), createGrpcServer(silentLogger)];
    const ports = await Promise.all(servers.map((server) => server.listen(0, '127.0.0.1')));
    servers[0]?.health.setStatus('healthy', WHICH);
    servers[1]?.health.setStatus('unhealthy', WHICH);
    // What a DNS name of a headless Service resolves to, written out.
    target = `ipv4:${ports.map((port) => `127.0.0.1:${port}`).join(',')}`;
  });

  afterAll(async () => {
    channels.forEach((channel) => channel.close());
    await Promise.all(servers.map((server) => server.shutdown()));
  });

  /** Which servers answered CALLS checks made one after another over one channel. */
  async function serversReached(channel: Channel): Promise<Set<number>> {
    channels.push(channel);
    const health = createGrpcClient(HealthDefinition, channel);
    const answers = new Set<number>();
    for (let call = 0; call < CALLS; call += 1) {
      answers.add((await health.check({ service: WHICH })).status);
      await sleep(10);
    }
    return answers;
  }

  it('when the target resolves to two servers, then the kit’s channel spreads calls over both', async () => {
    expect((await serversReached(createChannel(target))).size).toBe(2);
  });

  it('when a channel keeps to the first server it reached (negative twin), then the other gets nothing', async () => {
    expect((await serversReached(createSingleServerChannel(target))).size).toBe(1);
  });
});
