import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authV1 } from '@moorline/contracts';
import type { Channel } from 'nice-grpc';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../src/errors/app-error';
import { checkGrpcHealth, createChannel, createGrpcClient } from '../src/grpc/grpc-client';
import { createGrpcServer, type GrpcServer } from '../src/grpc/grpc-server';
import { authServiceWith, signUpRequest } from './grpc-fixtures';
import { silentLogger } from './support';

describe('gRPC server and client', () => {
  let grpc: GrpcServer;
  let address: string;

  beforeAll(async () => {
    grpc = createGrpcServer(silentLogger);
    grpc.server.add(
      authV1.AuthServiceDefinition,
      authServiceWith({
        async signUp(request) {
          if (request.email === 'taken@example.com') throw new AppError('email_exists');
          if (request.email === 'detailed@example.com')
            throw new AppError('conflict', undefined, new Uint8Array([8, 150, 1]));
          if (request.email === 'slow@example.com') await sleep(1_000);
          if (request.email === 'broken@example.com') throw new Error('connection string postgres://secret');
          return { userId: 'u-1' };
        },
      }),
    );
    address = `127.0.0.1:${await grpc.listen(0, '127.0.0.1')}`;
  });

  afterAll(async () => {
    channels.forEach((open) => open.close());
    await grpc.shutdown();
  });

  const channels: Channel[] = [];
  const channel = (to = address) => {
    const opened = createChannel(to);
    channels.push(opened);
    return opened;
  };
  const client = (deadlineMs?: number) =>
    createGrpcClient(authV1.AuthServiceDefinition, channel(), deadlineMs);

  it('when a handler throws an AppError, then the client receives the same code and message', async () => {
    const failure = client().signUp(signUpRequest('taken@example.com'));
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: 'email_exists', message: 'Email already exists' });
  });

  it('when an AppError carries details, then the client receives the same bytes beside the code', async () => {
    const failure = client().signUp(signUpRequest('detailed@example.com'));
    await expect(failure).rejects.toMatchObject({ code: 'conflict', details: new Uint8Array([8, 150, 1]) });
  });

  it('when an AppError carries no details, then the client sees none', async () => {
    await expect(client().signUp(signUpRequest('taken@example.com'))).rejects.toMatchObject({
      details: undefined,
    });
  });

  it('when a handler fails unexpectedly, then the client sees internal and no detail leaks', async () => {
    const failure = client().signUp(signUpRequest('broken@example.com'));
    await expect(failure).rejects.toMatchObject({ code: 'internal', message: 'Internal Server Error' });
  });

  it('when the deadline passes before the answer, then the call fails with deadline_exceeded', async () => {
    await expect(client(100).signUp(signUpRequest('slow@example.com'))).rejects.toMatchObject({
      code: 'deadline_exceeded',
    });
  });

  it('when the server is up, then the standard health service says SERVING, and UNREACHABLE once it is gone', async () => {
    expect(await checkGrpcHealth(channel())).toBe('SERVING');
    expect(await checkGrpcHealth(channel('127.0.0.1:1'), 500)).toBe('UNREACHABLE');
  });
});
