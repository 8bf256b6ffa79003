import { ensureServerCertificate } from '@moorline/deploy/src/tls/dev-certificates';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A push service (RFC 8030) in the test process, standing in for the browsers' push services we
// cannot reach. It takes a message only as a browser would: a VAPID JWT (RFC 8292) signed by the
// key the test expects, for this origin, not expired; an aes128gcm body (RFC 8188) that decrypts
// with the browser-side keys it made (RFC 8291). Anything else is answered 400 and noted.

/** A browser's subscription, made here as a browser's PushManager would: its keys stay with us. */
export interface FakeBrowser {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushedMessage {
  endpoint: string;
  /** The decrypted payload. */
  text: string;
  ttl: number;
  urgency: string | undefined;
}

export interface FakePushService {
  /** Trusts the fake's certificate: the notification service's push agent in the test. */
  agent: Agent;
  /** Subscribes a new browser; its push service answers `status` to every message. */
  subscribe(status?: number): FakeBrowser;
  delivered: PushedMessage[];
  /** Why messages were refused (a wrong signature, a body that does not decrypt): empty when all is well. */
  refused: string[];
  /** Every message that reached an endpoint, refused or not. */
  requests: string[];
  close(): Promise<void>;
}

interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  status: number;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 section 3.4 and RFC 8188 section 2: one record, its delimiter 0x02, zero padding after. */
export function decryptAes128gcm(body: Buffer, browser: { ecdh: BrowserKeys['ecdh']; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const browserPublicKey = browser.ecdh.getPublicKey();
  const sharedSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublicKey, serverPublicKey]);
  const ikm = hkdf(browser.auth, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record lacks its delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key, for this origin. */
function checkVapid(authorization: string | undefined, origin: string, expectedKey: () => string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${authorization ?? '(none)'}`);
  const [, token, key] = match;
  if (key !== expectedKey()) throw new Error('signed with another application server key');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [header, claims, signature] = token.split('.');
  if (header === undefined || claims === undefined || signature === undefined) throw new Error('not a JWT');
  const json = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (json(header).alg !== 'ES256') throw new Error('not ES256');
  // JWS ES256 signatures are r ‖ s (IEEE P1363), not DER.
  const signed = Buffer.from(`${header}.${claims}`);
  const sig = { key: publicKey, dsaEncoding: 'ieee-p1363' as const };
  if (!verify('sha256', signed, sig, Buffer.from(signature, 'base64url')))
    throw new Error('bad JWT signature');
  const payload = json(claims) as { aud?: string; exp?: number; sub?: string };
  if (payload.aud !== origin) throw new Error(`aud ${payload.aud} is not ${origin}`);
  if ((payload.exp ?? 0) <= Date.now() / 1000) throw new Error('expired JWT');
  const dayAhead = Date.now() / 1000 + 24 * 60 * 60;
  if ((payload.exp ?? 0) > dayAhead) throw new Error('expires more than 24 hours ahead');
  if (!/^(mailto:|https:)/.test(payload.sub ?? '')) throw new Error(`no contact in sub: ${payload.sub}`);
}

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** `applicationServerKey` is asked for on each message: the test learns it from the service. */
export async function startFakePushService(applicationServerKey: () => string): Promise<FakePushService> {
  const certificate = ensureServerCertificate(mkdtempSync(join(tmpdir(), 'moorline-push-')), 'push', [
    '127.0.0.1',
  ]);
  const browsers = new Map<string, BrowserKeys>();
  const delivered: PushedMessage[] = [];
  const refused: string[] = [];
  const requests: string[] = [];
  let origin = '';
  const server: Server = createServer(
    { cert: readFileSync(certificate.certFile), key: readFileSync(certificate.keyFile) },
    (request, response) => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const browser = browsers.get(endpoint);
      requests.push(endpoint);
      void (async () => {
        const body = await bodyOf(request);
        if (request.method !== 'POST' || !browser) return 404;
        if (browser.status !== 201) return browser.status;
        checkVapid(request.headers.authorization, origin, applicationServerKey);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
        const text = decryptAes128gcm(body, browser);
        const urgency = request.headers.urgency as string | undefined;
        delivered.push({ endpoint, text, ttl, urgency });
        return 201;
      })().then(
        (status) => response.writeHead(status).end(),
        (error: Error) => {
          refused.push(error.message);
          response.writeHead(400).end(error.message);
        },
      );
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    agent: new Agent({ ca: readFileSync(certificate.caFile) }),
    subscribe(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, auth, status });
      return {
        endpoint,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      };
    },
    delivered,
    refused,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
