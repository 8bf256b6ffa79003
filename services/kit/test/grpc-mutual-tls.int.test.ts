import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ChannelCredentials } from '@grpc/grpc-js';
import { authV1 } from '@moorline/contracts';
import { ensureServerCertificate } from '@moorline/deploy/src/tls/dev-certificates';
import { createChannel as createNiceChannel, Metadata, type Channel } from 'nice-grpc';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callingServiceOf } from '../src/grpc/calling-service';
import { createChannel, createGrpcClient } from '../src/grpc/grpc-client';
import { createGrpcServer, type GrpcServer } from '../src/grpc/grpc-server';
import { grpcChannelCredentials, type GrpcTls } from '../src/grpc/grpc-tls';
import { authServiceWith, signUpRequest } from './grpc-fixtures';
import { silentLogger } from './support';

// Certificates as `SECURE=1 make start` makes them, into fresh directories: the platform's CA,
// and another CA nobody trusts.
const platformKeys = join(mkdtempSync(join(tmpdir(), 'moorline-grpc-tls-')), 'keys');
const strangerKeys = join(mkdtempSync(join(tmpdir(), 'moorline-grpc-tls-stranger-')), 'keys');

function mutual(keysDir: string, deployable: string, names: string[]): Extract<GrpcTls, { mode: 'mutual' }> {
  const issued = ensureServerCertificate(keysDir, deployable, names, 'server-and-client');
  return {
    mode: 'mutual',
    caFile: issued.caFile,
    certFile: issued.certFile,
    privateKey: readFileSync(issued.keyFile, 'utf8'),
  };
}

describe('gRPC with mutual TLS', () => {
  const authTls = mutual(platformKeys, 'auth', ['localhost', '127.0.0.1']);
  const bffTls = mutual(platformKeys, 'bff', ['localhost', '127.0.0.1']);
  // A server whose certificate carries only its Kubernetes name, as the prod Secrets do.
  const catalogTls = mutual(platformKeys, 'catalog', ['catalog-grpc']);
  const strangerTls = mutual(strangerKeys, 'bff', ['localhost', '127.0.0.1']);

  const servers: GrpcServer[] = [];
  const channels: Channel[] = [];
  const handled: (string | undefined)[] = [];
  let authAddress: string;
  let catalogPort: number;

  async function startServer(tls: GrpcTls): Promise<number> {
    const grpc = createGrpcServer(silentLogger, undefined, tls);
    grpc.server.add(
      authV1.AuthServiceDefinition,
      authServiceWith({
        async signUp(_request, context) {
          const caller = callingServiceOf(context);
          handled.push(caller);
          return { userId: caller ?? '(no certificate)' };
        },
      }),
    );
    servers.push(grpc);
    return grpc.listen(0, '127.0.0.1');
  }

  beforeAll(async () => {
    authAddress = `127.0.0.1:${await startServer(authTls)}`;
    catalogPort = await startServer(catalogTls);
  });

  afterAll(async () => {
    channels.forEach((channel) => channel.close());
    await Promise.all(servers.map((server) => server.shutdown()));
  });

  const keep = (channel: Channel) => {
    channels.push(channel);
    return channel;
  };
  const signUpOver = (channel: Channel, metadata?: Metadata) =>
    createGrpcClient(authV1.AuthServiceDefinition, keep(channel), 3_000).signUp(
      signUpRequest('ana@example.com'),
      { metadata },
    );

  /** Whether a refused client got no further than the handshake: no handler ran for it. */
  async function refusedBeforeAnyHandler(call: () => Promise<unknown>) {
    const before = handled.length;
    await expect(call()).rejects.toMatchObject({ code: 'unavailable' });
    expect(handled).toHaveLength(before);
  }

  it('when a client shows a certificate from the platform CA and dials a name the server carries, then the call goes through and the handler sees which service calls', async () => {
    await expect(signUpOver(createChannel(authAddress, bffTls))).resolves.toEqual({ userId: 'bff' });
    expect(handled.at(-1)).toBe('bff');
  });

  it('when a client claims another service in the metadata, then the handler still sees the certificate’s name', async () => {
    const forged = Metadata({ 'moorline-calling-service': 'payment' });
    await expect(signUpOver(createChannel(authAddress, bffTls), forged)).resolves.toEqual({ userId: 'bff' });
  });

  it('when a client speaks plaintext, then the server refuses it at the handshake', async () => {
    await refusedBeforeAnyHandler(() => signUpOver(createChannel(authAddress)));
  });

  it('when a client’s certificate comes from another CA, then the server refuses it', async () => {
    // The stranger trusts the platform's CA, so only its own certificate can be the reason.
    const stranger = { ...strangerTls, caFile: authTls.caFile };
    await refusedBeforeAnyHandler(() => signUpOver(createChannel(authAddress, stranger)));
  });

  it('when a client shows no certificate, then the server refuses it', async () => {
    const anonymous = ChannelCredentials.createSsl(readFileSync(authTls.caFile));
    await refusedBeforeAnyHandler(() => signUpOver(createNiceChannel(authAddress, anonymous)));
  });

  it('when a client trusts another CA, then it refuses the server', async () => {
    const trustsStranger = { ...bffTls, caFile: strangerTls.caFile };
    await refusedBeforeAnyHandler(() => signUpOver(createChannel(authAddress, trustsStranger)));
  });

  it('when a client dials a name the server’s certificate does not carry, then it refuses the server', async () => {
    await refusedBeforeAnyHandler(() => signUpOver(createChannel(`127.0.0.1:${catalogPort}`, bffTls)));
    // The same server and client pass once the name checked is one the certificate carries.
    const asCatalogGrpc = createNiceChannel(`127.0.0.1:${catalogPort}`, grpcChannelCredentials(bffTls), {
      'grpc.ssl_target_name_override': 'catalog-grpc',
    });
    await expect(signUpOver(asCatalogGrpc)).resolves.toEqual({ userId: 'bff' });
  });
});

describe('gRPC in plaintext', () => {
  it('when a client claims a service in the metadata, then the handler sees no calling service', async () => {
    const grpc = createGrpcServer(silentLogger);
    grpc.server.add(
      authV1.AuthServiceDefinition,
      authServiceWith({
        signUp: async (_request, context) => ({ userId: callingServiceOf(context) ?? '(no certificate)' }),
      }),
    );
    const channel = createChannel(`127.0.0.1:${await grpc.listen(0, '127.0.0.1')}`);
    try {
      const client = createGrpcClient(authV1.AuthServiceDefinition, channel);
      const answer = await client.signUp(signUpRequest('ana@example.com'), {
        metadata: Metadata({ 'moorline-calling-service': 'payment' }),
      });
      expect(answer).toEqual({ userId: '(no certificate)' });
    } finally {
      channel.close();
      await grpc.shutdown();
    }
  });
});
