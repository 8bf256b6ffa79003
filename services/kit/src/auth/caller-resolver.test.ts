import { describe, expect, it } from '@jest/globals';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { Metadata } from 'nice-grpc-common';
import { AppError } from '../errors/app-error';
import { createAccessTokenVerifier } from './access-token';
import { createCallerResolver } from './caller-resolver';
import { forwardAccessToken } from './grpc-caller';

const tokens = testAccessTokens();
const callers = createCallerResolver(createAccessTokenVerifier(tokens.verifierEnv));
const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';

const grpcCall = (authorization?: string) => forwardAccessToken(authorization);
const httpRequest = (authorization?: string) => ({ headers: { authorization } });

async function outcome<T>(call: Promise<T>) {
  try {
    return await call;
  } catch (error) {
    return error instanceof AppError ? error.code : `unexpected: ${String(error)}`;
  }
}

describe('caller resolver', () => {
  it('when a gRPC call forwards a valid token, then the caller is who the token names', async () => {
    const bearer = await tokens.bearer({ userId, email: 'ana@example.com', roles: ['concessionaire'] });
    expect(await callers.requireCaller(grpcCall(bearer))).toMatchObject({
      userId,
      email: 'ana@example.com',
      roles: ['concessionaire'],
      bayIds: [],
    });
  });

  it('when an HTTP request carries a valid token, then the caller is who the token names', async () => {
    const bearer = await tokens.bearer({ userId });
    expect(await callers.optionalCaller(httpRequest(bearer))).toMatchObject({ userId });
  });

  it('when there is no token, then requireCaller is unauthenticated and optionalCaller a visitor', async () => {
    expect(await outcome(callers.requireCaller(grpcCall()))).toBe('unauthenticated');
    expect(await outcome(callers.requireCaller({ metadata: Metadata() }))).toBe('unauthenticated');
    expect(await outcome(callers.optionalCaller(grpcCall()))).toBeUndefined();
    expect(await outcome(callers.optionalCaller(httpRequest('Basic abc')))).toBeUndefined();
  });

  it.each([
    ['forged', async () => `Bearer ${(await tokens.sign()).slice(0, -4)}AAAA`],
    ['expired', async () => `Bearer ${await tokens.expired()}`],
    ['signed by another key', () => testAccessTokens().bearer()],
  ])('when the token is %s, then both ways are unauthenticated', async (_case, bearer) => {
    const header = await bearer();
    expect(await outcome(callers.requireCaller(grpcCall(header)))).toBe('unauthenticated');
    expect(await outcome(callers.optionalCaller(grpcCall(header)))).toBe('unauthenticated');
  });
});
