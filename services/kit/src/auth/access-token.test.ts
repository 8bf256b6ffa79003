import { generateKeyPairSync, createPrivateKey, type KeyObject } from 'node:crypto';
import { accessTokenAudience, accessTokenIssuer } from '@moorline/contracts';
import { SignJWT, UnsecuredJWT } from 'jose';
import { AppError } from '../errors/app-error';
import { bearerToken, createAccessTokenVerifier } from './access-token';

function keyPair(options: { namedCurve: string }) {
  return generateKeyPairSync('ec', {
    ...options,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

const ours = keyPair({ namedCurve: 'prime256v1' });
const stranger = keyPair({ namedCurve: 'prime256v1' });
const settings = {
  JWT_PUBLIC_KEY: ours.publicKey,
  JWT_ISSUER: accessTokenIssuer,
  JWT_AUDIENCE: accessTokenAudience,
};
const verify = createAccessTokenVerifier(settings);
const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const nowSeconds = () => Math.floor(Date.now() / 1000);

function claims(overrides: { iss?: string; aud?: string; exp?: number; name?: string; phone?: string } = {}) {
  const name = overrides.name === undefined ? {} : { name: overrides.name };
  const phone = overrides.phone === undefined ? {} : { phone_number: overrides.phone };
  return new SignJWT({ email: 'ana@example.com', roles: ['concessionaire'], ...name, ...phone })
    .setSubject(userId)
    .setJti('token-1')
    .setIssuedAt()
    .setIssuer(overrides.iss ?? accessTokenIssuer)
    .setAudience(overrides.aud ?? accessTokenAudience)
    .setExpirationTime(overrides.exp ?? nowSeconds() + 600);
}

const signedWith = (jwt: SignJWT, key: KeyObject | Uint8Array, alg = 'ES256') =>
  jwt.setProtectedHeader({ alg }).sign(key);

async function outcome(token: Promise<string> | string) {
  try {
    return await verify(await token);
  } catch (error) {
    return error instanceof AppError ? error.code : `unexpected: ${String(error)}`;
  }
}

describe('access token verifier', () => {
  it('when the token is signed by our key, then its claims are returned', async () => {
    const result = await outcome(signedWith(claims(), createPrivateKey(ours.privateKey)));
    expect(result).toMatchObject({
      userId,
      email: 'ana@example.com',
      roles: ['concessionaire'],
      tokenId: 'token-1',
      name: '',
    });
  });

  it('when the token names its holder, then the name is among its claims', async () => {
    const result = await outcome(
      signedWith(claims({ name: 'Ana Novak' }), createPrivateKey(ours.privateKey)),
    );
    expect(result).toMatchObject({ userId, name: 'Ana Novak' });
  });

  it('when the token carries a phone number, then the phone is among its claims; without one, none', async () => {
    const key = createPrivateKey(ours.privateKey);
    expect(await outcome(signedWith(claims({ phone: '+385912345678' }), key))).toMatchObject({
      phone: '+385912345678',
    });
    expect(await outcome(signedWith(claims(), key))).toMatchObject({ phone: undefined });
  });

  it.each([
    [
      'alg none',
      () =>
        new UnsecuredJWT({ sub: userId, roles: [] })
          .setIssuer(accessTokenIssuer)
          .setAudience(accessTokenAudience)
          .setExpirationTime('10m')
          .encode(),
    ],
    [
      'HS256 keyed with the public key',
      () => signedWith(claims(), new TextEncoder().encode(ours.publicKey), 'HS256'),
    ],
    ['another key', () => signedWith(claims(), createPrivateKey(stranger.privateKey))],
    [
      'the wrong audience',
      () => signedWith(claims({ aud: 'someone-else' }), createPrivateKey(ours.privateKey)),
    ],
    ['the wrong issuer', () => signedWith(claims({ iss: 'evil-issuer' }), createPrivateKey(ours.privateKey))],
    [
      'an expiry in the past',
      () => signedWith(claims({ exp: nowSeconds() - 5 }), createPrivateKey(ours.privateKey)),
    ],
    ['a malformed value', () => 'not.a.jwt'],
  ])('when the token has %s, then it is unauthenticated', async (_case, token) => {
    expect(await outcome(token())).toBe('unauthenticated');
  });

  it('when the signature is tampered with, then it is unauthenticated', async () => {
    const token = await signedWith(claims(), createPrivateKey(ours.privateKey));
    const [header, payload] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: userId, roles: ['superuser'] })).toString('base64url');
    expect(await outcome(`${header}.${forged}.${token.split('.')[2]}`)).toBe('unauthenticated');
    expect(payload).not.toBe(forged);
  });

  it('reads the bearer token of an Authorization header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('access token verifier, tokens it has verified', () => {
  const privateKey = createPrivateKey(ours.privateKey);

  it('when a token verified once is altered in its payload, then the altered one is still unauthenticated', async () => {
    const verifyKeeping = createAccessTokenVerifier(settings);
    const token = await signedWith(claims(), privateKey);
    await verifyKeeping(token);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: userId, jti: 'token-1', roles: ['superuser'], exp: nowSeconds() + 600 }),
    ).toString('base64url');
    await expect(verifyKeeping(`${header}.${forged}.${signature}`)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('when a verified token reaches its expiry, then it is unauthenticated though it verified before', async () => {
    let clock = Date.now();
    const verifyKeeping = createAccessTokenVerifier(settings, () => clock);
    const token = await signedWith(claims({ exp: Math.floor(clock / 1000) + 60 }), privateKey);
    expect(await verifyKeeping(token)).toMatchObject({ userId });
    clock += 60_000;
    await expect(verifyKeeping(token)).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('when the same token is verified twice, then both answers are the same frozen claims', async () => {
    const verifyKeeping = createAccessTokenVerifier(settings);
    const token = await signedWith(claims(), privateKey);
    const first = await verifyKeeping(token);
    expect(await verifyKeeping(token)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.roles)).toBe(true);
  });
});

describe('access token verifier during a key rotation', () => {
  const retiring = keyPair({ namedCurve: 'prime256v1' });
  const rotating = createAccessTokenVerifier({ ...settings, JWT_PREVIOUS_PUBLIC_KEY: retiring.publicKey });
  const byRotating = async (token: Promise<string>) => {
    try {
      return (await rotating(await token)).userId;
    } catch (error) {
      return error instanceof AppError ? error.code : `unexpected: ${String(error)}`;
    }
  };

  it('when a token signed by the retiring key is still alive, then it verifies beside the new key’s tokens', async () => {
    expect(await byRotating(signedWith(claims(), createPrivateKey(retiring.privateKey)))).toBe(userId);
    expect(await byRotating(signedWith(claims(), createPrivateKey(ours.privateKey)))).toBe(userId);
  });

  it('when the retiring key is no longer configured, then its tokens are unauthenticated', async () => {
    expect(await outcome(signedWith(claims(), createPrivateKey(retiring.privateKey)))).toBe(
      'unauthenticated',
    );
  });

  it('when a stranger signs, then neither key accepts it', async () => {
    expect(await byRotating(signedWith(claims(), createPrivateKey(stranger.privateKey)))).toBe(
      'unauthenticated',
    );
  });

  it('when a token of the retiring key has expired, then it is unauthenticated, not tried against another key', async () => {
    const expired = claims({ exp: nowSeconds() - 60 });
    expect(await byRotating(signedWith(expired, createPrivateKey(retiring.privateKey)))).toBe(
      'unauthenticated',
    );
  });
});
