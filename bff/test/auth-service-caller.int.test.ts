import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authV1 } from '@moorline/contracts';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { authClient } from './support/auth-client';
import { startAuthStack, type AuthStack } from './support/auth-stack';

type CallOptions = ReturnType<typeof forwardAccessToken>;
type SignedIn = Awaited<ReturnType<ReturnType<typeof authClient>['signedInUser']>>;

const NEW_PASSWORD = 'tidal-anchor-77';

// Auth takes the signed-in user from the forwarded access token alone (ARCHITECTURE §6): no
// request names a user, so a caller inside the network, skipping the BFF, can reach no account
// but the one its token proves.
describe('auth service: the signed-in user is the one the token proves', () => {
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

  const as = (accessToken: string) => forwardAccessToken(`Bearer ${accessToken}`);
  const profileOf = async (user: SignedIn) => (await grpc.getProfile({}, as(user.access))).profile;
  const signInCode = (email: string, password: string) => errorCodeOf(grpc.signIn({ email, password }));

  it("when A's token calls, then A's profile, language and password change and B's stay as they were", async () => {
    const client = authClient(stack);
    const ana = await client.signedInUser();
    const ivo = await client.signedInUser();
    expect((await profileOf(ana))?.email).toBe(ana.email);

    await grpc.updateProfile(
      { firstName: 'Ana', lastName: 'Horvat', phone: '+385911234567' },
      as(ana.access),
    );
    await grpc.updateLanguage({ language: 'it' }, as(ana.access));
    const { session } = await grpc.changePassword(
      { currentPassword: ana.password, newPassword: NEW_PASSWORD, newPassword2: NEW_PASSWORD },
      as(ana.access),
    );

    const anaNow = await grpc.getProfile({}, as(session?.accessToken ?? ''));
    expect(anaNow.profile).toMatchObject({
      email: ana.email,
      firstName: 'Ana',
      lastName: 'Horvat',
      language: 'it',
    });
    expect(await profileOf(ivo)).toMatchObject({
      email: ivo.email,
      firstName: 'Ivan',
      lastName: 'Kovač',
      phone: '',
      language: 'hr',
    });
    expect(await signInCode(ana.email, NEW_PASSWORD)).toBe('ok');
    expect(await signInCode(ivo.email, ivo.password)).toBe('ok');
    expect(await signInCode(ivo.email, NEW_PASSWORD)).toBe('invalid_credentials');
  });

  // Each way a call can fail to prove its user, with the user it would otherwise act for.
  const badTokens: [string, (user: SignedIn, userId: string) => Promise<CallOptions>][] = [
    ['no token', async () => forwardAccessToken(undefined)],
    [
      "the user's token with its signature replaced",
      async (user) => {
        const [header, payload] = user.access.split('.');
        return as(`${header}.${payload}.c2lnbmF0dXJl`);
      },
    ],
    [
      'a token for the user signed with another key',
      async (user, userId) => as(await testAccessTokens().sign({ userId, email: user.email })),
    ],
    [
      "an expired token for the user signed with auth's key",
      async (user, userId) => as(await stack.tokens.expired({ userId, email: user.email })),
    ],
  ];

  it.each(badTokens)(
    'when a call straight to auth carries %s, then it is unauthenticated and the account is unchanged',
    async (_kind, badToken) => {
      const ana = await authClient(stack).signedInUser();
      const { userId } = (await profileOf(ana)) ?? { userId: '' };
      const call = await badToken(ana, userId);

      expect(await errorCodeOf(grpc.getProfile({}, call))).toBe('unauthenticated');
      expect(await errorCodeOf(grpc.updateProfile({ firstName: 'X', lastName: 'Y', phone: '' }, call))).toBe(
        'unauthenticated',
      );
      expect(await errorCodeOf(grpc.updateLanguage({ language: 'it' }, call))).toBe('unauthenticated');
      expect(
        await errorCodeOf(
          grpc.changePassword(
            { currentPassword: ana.password, newPassword: NEW_PASSWORD, newPassword2: NEW_PASSWORD },
            call,
          ),
        ),
      ).toBe('unauthenticated');

      expect(await profileOf(ana)).toMatchObject({
        userId,
        firstName: 'Ivan',
        lastName: 'Kovač',
        language: 'hr',
      });
      expect(await signInCode(ana.email, ana.password)).toBe('ok');
    },
  );
});
