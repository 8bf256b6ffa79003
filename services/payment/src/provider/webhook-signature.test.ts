import { describe, expect, it } from '@jest/globals';
import { checkWebhookSignature, signWebhook, webhookToleranceSeconds } from './webhook-signature';

const secret = 'whsec_unit_test_secret_0123456789';
const body = Buffer.from('{"id":"evt_1","type":"checkout.session.completed"}');
const now = new Date('2026-11-24T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('webhook signature', () => {
  it('when the body is signed with the secret, then it is valid', () => {
    expect(checkWebhookSignature([secret], body, signWebhook(secret, body, now), now)).toBe('valid');
  });

  it('when one byte of the body changed, then the signature does not match', () => {
    const tampered = Buffer.from(body.toString().replace('evt_1', 'evt_2'));
    expect(checkWebhookSignature([secret], tampered, signWebhook(secret, body, now), now)).toBe('mismatch');
  });

  it('when another secret signed it, then the signature does not match', () => {
    expect(checkWebhookSignature([secret], body, signWebhook(`${secret}x`, body, now), now)).toBe('mismatch');
  });

  it('when the signed timestamp is older than the tolerance, then it is stale', () => {
    const header = signWebhook(secret, body, now);
    expect(checkWebhookSignature([secret], body, header, later(webhookToleranceSeconds))).toBe('valid');
    expect(checkWebhookSignature([secret], body, header, later(webhookToleranceSeconds + 1))).toBe('stale');
  });

  it('when the header is missing or garbled, then it is malformed', () => {
    expect(checkWebhookSignature([secret], body, undefined, now)).toBe('malformed');
    expect(checkWebhookSignature([secret], body, 'v1=abc', now)).toBe('malformed');
    expect(checkWebhookSignature([secret], body, 't=1700000000', now)).toBe('malformed');
  });

  it('when a secret is being rolled and the header carries two signatures, then either may match', () => {
    const [timestamp, ownSignature] = signWebhook(secret, body, now).split(',');
    const [, otherSignature] = signWebhook('whsec_old_secret_0123456789abc', body, now).split(',');
    expect(checkWebhookSignature([secret], body, `${timestamp},${otherSignature},${ownSignature}`, now)).toBe(
      'valid',
    );
  });

  describe('while the secret is rotated', () => {
    const previous = 'whsec_unit_test_previous_0123456789';
    const both = [secret, previous];

    it('when the previous secret signed it, then it is valid', () => {
      expect(checkWebhookSignature(both, body, signWebhook(previous, body, now), now)).toBe('valid');
    });

    it('when the new secret signed it, then it is valid', () => {
      expect(checkWebhookSignature(both, body, signWebhook(secret, body, now), now)).toBe('valid');
    });

    it('when a third secret signed it, then the signature does not match', () => {
      expect(checkWebhookSignature(both, body, signWebhook(`${previous}x`, body, now), now)).toBe('mismatch');
    });

    it('once the previous secret is dropped, then what it signs no longer matches', () => {
      expect(checkWebhookSignature([secret], body, signWebhook(previous, body, now), now)).toBe('mismatch');
    });
  });
});
