import { bookingPass, type BookingPass } from '@moorline/contracts';
import { generateKeyPairSync } from 'node:crypto';
import {
  bookingPassPublicJwk,
  createBookingPassSigner,
  createBookingPassVerifier,
} from './booking-pass-keys';

const keyPair = () =>
  generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

const pass: BookingPass = {
  bookingId: '5b7e2f0e-2a4c-4c1d-9d43-0d3f3c1f8a11',
  bayId: '0c3b8f6a-7a55-4e59-8c1e-6b0a9b4f2d22',
  bayName: 'Uvala Žal',
  buoyLabel: 'B7',
  registrationNumber: 'ST-1234',
  periodStart: new Date('2026-07-10T12:00:00Z'),
  periodEnd: new Date('2026-07-11T10:00:00Z'),
};
const duringStay = new Date('2026-07-10T20:00:00Z');

const keys = keyPair();
const signPass = createBookingPassSigner(keys.privateKey);
const verifyPass = createBookingPassVerifier(keys.publicKey);

/** The pass with one character of one part replaced by another valid base64url character. */
function withByteChanged(text: string, partIndex: number, at: number): string {
  const parts = text.split('.');
  const part = parts[partIndex] ?? '';
  const swapped = part[at] === 'A' ? 'B' : 'A';
  parts[partIndex] = `${part.slice(0, at)}${swapped}${part.slice(at + 1)}`;
  return parts.join('.');
}

describe('booking pass signing and verifying', () => {
  it('when a pass is signed and read back during the stay, then every fact survives', async () => {
    const text = signPass(pass);
    expect(text).toMatch(/^MLP1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    await expect(verifyPass(text, duringStay)).resolves.toEqual({ ok: true, pass });
  });

  it('when the pass is signed twice, then the text is the same (Ed25519 is deterministic)', () => {
    expect(signPass(pass)).toBe(signPass(pass));
  });

  it('when any character of the payload is changed, then the pass is refused', async () => {
    const text = signPass(pass);
    const payloadLength = text.split('.')[1]?.length ?? 0;
    for (let at = 0; at < payloadLength; at += 1) {
      const check = await verifyPass(withByteChanged(text, 1, at), duringStay);
      expect(check.ok).toBe(false);
    }
  });

  it('when the registration is rewritten and re-encoded, then the signature no longer holds', async () => {
    const signature = signPass(pass).split('.')[2] ?? '';
    const forgedInput = bookingPass.bookingPassSigningInput({ ...pass, registrationNumber: 'ZD-9999' });
    const forged = `${forgedInput}.${signature}`;
    await expect(verifyPass(forged, duringStay)).resolves.toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('when any character of the signature is changed, then the pass is refused as badly signed', async () => {
    const text = signPass(pass);
    const signatureLength = text.split('.')[2]?.length ?? 0;
    // The last character carries padding bits too; every earlier one changes the signature's bytes.
    for (let at = 0; at < signatureLength - 1; at += 1) {
      await expect(verifyPass(withByteChanged(text, 2, at), duringStay)).resolves.toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    }
  });

  it('when the pass was signed with another key, then it is refused as badly signed', async () => {
    const other = createBookingPassSigner(keyPair().privateKey);
    await expect(verifyPass(other(pass), duringStay)).resolves.toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('when the stay ended longer ago than the grace, then the pass is refused as expired', async () => {
    const justInGrace = new Date(pass.periodEnd.getTime() + bookingPass.BOOKING_PASS_GRACE_MS);
    const afterGrace = new Date(justInGrace.getTime() + 1000);
    await expect(verifyPass(signPass(pass), justInGrace)).resolves.toMatchObject({ ok: true });
    await expect(verifyPass(signPass(pass), afterGrace)).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('when the stay starts later than the grace, then the pass is refused as not yet valid', async () => {
    const early = new Date(pass.periodStart.getTime() - bookingPass.BOOKING_PASS_GRACE_MS - 1000);
    await expect(verifyPass(signPass(pass), early)).resolves.toEqual({ ok: false, reason: 'not_yet_valid' });
  });

  it('when the text is not a pass, then it is refused as malformed or of an unknown version', async () => {
    const text = signPass(pass);
    await expect(verifyPass('hello', duringStay)).resolves.toEqual({ ok: false, reason: 'malformed' });
    await expect(verifyPass(text.replace('MLP1', 'MLP9'), duringStay)).resolves.toEqual({
      ok: false,
      reason: 'unknown_version',
    });
    await expect(verifyPass(`${text}.more`, duringStay)).resolves.toEqual({ ok: false, reason: 'malformed' });
  });

  it('when the key is not Ed25519, then the signer refuses it at once', () => {
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(() => createBookingPassSigner(ec.privateKey)).toThrow('Ed25519');
  });

  it('when the public key is published, then it is an Ed25519 JWK without the private part', () => {
    const jwk = bookingPassPublicJwk(keys.publicKey);
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(jwk).not.toHaveProperty('d');
  });
});
