// The proof of payment a boater shows on the water (issue 29 item 3): a text short enough for a
// QR code that a patrol phone checks with the platform's public key and no network.
//
//   MLP1.<base64url(JSON payload)>.<base64url(Ed25519 signature of "MLP1.<payload part>")>
//
// The prefix names the format's version, so a later format can live beside this one. The
// payload uses one-letter keys to keep the QR code small enough to scan from a dinghy. Pure: the
// signature itself comes from outside (node:crypto in the services, WebCrypto in a browser).

export const BOOKING_PASS_VERSION = 'MLP1';

/**
 * How long after the stay's end a pass still verifies: a boat leaves a little late, and the
 * patrol's last round of the day may come after a day stay has ended.
 */
export const BOOKING_PASS_GRACE_MS = 3 * 60 * 60 * 1000;

export interface BookingPass {
  bookingId: string;
  bayId: string;
  bayName: string;
  buoyLabel: string;
  registrationNumber: string;
  periodStart: Date;
  periodEnd: Date;
}

/** Why a pass is refused: unreadable, forged or altered, or outside its stay. */
export type BookingPassRefusal =
  'malformed' | 'unknown_version' | 'bad_signature' | 'expired' | 'not_yet_valid';

export type BookingPassCheck = { ok: true; pass: BookingPass } | { ok: false; reason: BookingPassRefusal };

export type PassSignature = (message: Uint8Array) => Uint8Array;
export type PassSignatureCheck = (message: Uint8Array, signature: Uint8Array) => boolean | Promise<boolean>;

interface WirePayload {
  b: string;
  y: string;
  n: string;
  l: string;
  r: string;
  /** Start and end as seconds since the epoch: shorter than ISO text. */
  s: number;
  e: number;
}

const utf8 = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The part the signature covers: version and payload. */
export function bookingPassSigningInput(pass: BookingPass): string {
  const wire: WirePayload = {
    b: pass.bookingId,
    y: pass.bayId,
    n: pass.bayName,
    l: pass.buoyLabel,
    r: pass.registrationNumber,
    s: seconds(pass.periodStart),
    e: seconds(pass.periodEnd),
  };
  return `${BOOKING_PASS_VERSION}.${toBase64Url(utf8.encode(JSON.stringify(wire)))}`;
}

export function encodeBookingPass(pass: BookingPass, sign: PassSignature): string {
  const signingInput = bookingPassSigningInput(pass);
  return `${signingInput}.${toBase64Url(sign(utf8.encode(signingInput)))}`;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isSeconds = (value: unknown): value is number => Number.isSafeInteger(value);

function passOfWire(value: unknown): BookingPass | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const wire = value as Partial<Record<keyof WirePayload, unknown>>;
  if (![wire.b, wire.y, wire.n, wire.l, wire.r].every(isText)) return undefined;
  if (!isSeconds(wire.s) || !isSeconds(wire.e)) return undefined;
  return {
    bookingId: wire.b as string,
    bayId: wire.y as string,
    bayName: wire.n as string,
    buoyLabel: wire.l as string,
    registrationNumber: wire.r as string,
    periodStart: new Date(wire.s * 1000),
    periodEnd: new Date(wire.e * 1000),
  };
}

function parsePayload(part: string): BookingPass | undefined {
  const bytes = fromBase64Url(part);
  if (!bytes) return undefined;
  try {
    return passOfWire(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    return undefined;
  }
}

type Decoded =
  | { ok: true; pass: BookingPass; message: Uint8Array; signature: Uint8Array }
  | { ok: false; reason: BookingPassRefusal };

/** The pass's parts, unverified: what a screen may show while the signature is being checked. */
export function decodeBookingPass(text: string): Decoded {
  const parts = text.trim().split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [version, payload, signaturePart] = parts as [string, string, string];
  if (version !== BOOKING_PASS_VERSION) return { ok: false, reason: 'unknown_version' };
  const pass = parsePayload(payload);
  const signature = fromBase64Url(signaturePart);
  if (!pass || !signature || signature.length === 0) return { ok: false, reason: 'malformed' };
  return { ok: true, pass, message: utf8.encode(`${version}.${payload}`), signature };
}

/** Whether `now` falls in the pass's stay, give or take the grace. */
export function bookingPassTimeCheck(pass: BookingPass, now: Date): BookingPassRefusal | undefined {
  if (now.getTime() > pass.periodEnd.getTime() + BOOKING_PASS_GRACE_MS) return 'expired';
  if (now.getTime() < pass.periodStart.getTime() - BOOKING_PASS_GRACE_MS) return 'not_yet_valid';
  return undefined;
}

/**
 * The pass if its signature holds and `now` is within its stay (give or take the grace);
 * otherwise why not. The signature is checked first: a forged pass is called forged, not expired.
 */
export async function verifyBookingPass(
  text: string,
  checkSignature: PassSignatureCheck,
  now: Date,
): Promise<BookingPassCheck> {
  const decoded = decodeBookingPass(text);
  if (!decoded.ok) return decoded;
  if (!(await checkSignature(decoded.message, decoded.signature)))
    return { ok: false, reason: 'bad_signature' };
  const refusal = bookingPassTimeCheck(decoded.pass, now);
  return refusal ? { ok: false, reason: refusal } : { ok: true, pass: decoded.pass };
}
