import { describe, expect, it } from '@jest/globals';
import { outcomeOfCard, passesLuhn, readCardForm } from './test-cards';

const now = new Date('2026-11-24T10:00:00Z');
const form = { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardholder: 'Ana Kovač' };

describe('sandbox test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'authorized'],
    ['4000 0025 0000 3155', 'asks_confirmation'],
    ['4000 0000 0000 0002', 'failed'],
    ['4000 0000 0000 9995', 'failed'],
  ])('when the card is %s, then the outcome is %s', (card, kind) => {
    const read = readCardForm({ ...form, card_number: card }, now);
    if ('invalid' in read) throw new Error(`refused: ${read.invalid.join()}`);
    expect(outcomeOfCard(read.number).kind).toBe(kind);
  });

  it('when the card lacks funds, then the failure says so; a plain decline says declined', () => {
    expect(outcomeOfCard('4000000000009995')).toEqual({ kind: 'failed', code: 'insufficient_funds' });
    expect(outcomeOfCard('4000000000000002')).toEqual({ kind: 'failed', code: 'payment_declined' });
  });

  it('when a valid number is not a test card, then it is declined as test mode declines real cards', () => {
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(outcomeOfCard('5555555555554444')).toEqual({ kind: 'failed', code: 'payment_declined' });
  });

  it('when the checksum is wrong, then the number is refused', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(readCardForm({ ...form, card_number: '4242 4242 4242 4241' }, now)).toEqual({
      invalid: ['card_number'],
    });
  });

  it('when the card expired last month, then the expiry is refused; this month is still good', () => {
    expect(readCardForm({ ...form, expiry: '10/26' }, now)).toEqual({ invalid: ['expiry'] });
    expect(readCardForm({ ...form, expiry: '11/26' }, now)).toEqual({
      number: '4242424242424242',
      last4: '4242',
    });
    expect(readCardForm({ ...form, expiry: '13/30' }, now)).toEqual({ invalid: ['expiry'] });
  });

  it('when fields are empty or garbled, then each wrong one is named', () => {
    expect(readCardForm({}, now)).toEqual({ invalid: ['card_number', 'expiry', 'cvc', 'cardholder'] });
    expect(readCardForm({ ...form, cvc: '12a', cardholder: '   ' }, now)).toEqual({
      invalid: ['cvc', 'cardholder'],
    });
  });
});
