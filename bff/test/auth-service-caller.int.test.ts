import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authV1 } from '@moorline/contracts';
import { AppError, createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { authClient } from './support/auth-client';
import { startAuthStack, type AuthStack } from './support/auth-stack';

// Services check the forwarded access token themselves (ARCHITECTURE §6): a caller inside the
// network who skips the BFF cannot read or change someone else's account by naming its id.
describe('auth service: who may ask about an account', () => {
  let stack: AuthStack;
  let channel: Channel;
  let grpc: ReturnType<typeof createGrpcClient<typeof authV1.AuthServiceDefinition>>;

  beforeAll(async () => {
    stack = await startAuthStack();
    channel = createChannel(stack.authGrpcAddress);
    grpc = createGrpcClient(authV1.AuthServiceDefinition, channel);
  });
  afterAll(async () => {
    channel.close();
    await stack.stop();
  });

  const codeOf = async (call: Promise<unknown>) => {
    try {
      await call;
      return 'ok';
    } catch (error) {
      return error instanceof AppError ? error.code : `unexpected: ${String(error)}`;
    }
  };

  it('when the call names a user and carries no token, then unauthenticated', async () => {
    const user = await authClient(stack).signedInUser();
    const { userId } = await grpc
      .verify({ accessToken: user.access })
      .then((answer) => answer.claims ?? { userId: '' });
    expect(await codeOf(grpc.getProfile({ userId }))).toBe('unauthenticated');
    expect(await codeOf(grpc.updateLanguage({ userId, language: 'it' }))).toBe('unauthenticated');
  });

  it("when the token is another user's, then forbidden; with the user's own, the answer", async () => {
    const client = authClient(stack);
    const owner = await client.signedInUser();
    const intruder = await client.signedInUser();
    const { userId } = await grpc
      .verify({ accessToken: owner.access })
      .then((answer) => answer.claims ?? { userId: '' });
    const asIntruder = forwardAccessToken(`Bearer ${intruder.access}`);
    expect(await codeOf(grpc.getProfile({ userId }, asIntruder))).toBe('forbidden');
    expect(
      await codeOf(grpc.updateProfile({ userId, firstName: 'X', lastName: 'Y', phone: '' }, asIntruder)),
    ).toBe('forbidden');
    const asOwner = forwardAccessToken(`Bearer ${owner.access}`);
    expect((await grpc.getProfile({ userId }, asOwner)).profile?.email).toBe(owner.email);
  });

  it('when the forwarded token is forged, then unauthenticated', async () => {
    const owner = await authClient(stack).signedInUser();
    const { userId } = await grpc
      .verify({ accessToken: owner.access })
      .then((answer) => answer.claims ?? { userId: '' });
    const [header, payload] = owner.access.split('.');
    const forged = forwardAccessToken(`Bearer ${header}.${payload}.c2lnbmF0dXJl`);
    expect(await codeOf(grpc.getProfile({ userId }, forged))).toBe('unauthenticated');
  });
});
