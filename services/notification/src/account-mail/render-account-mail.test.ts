import { describe, expect, it } from '@jest/globals';
import { mailLanguage } from '../mail/mail-language';
import { renderAccountMail, resetPasswordLink, verifyEmailLink } from './render-account-mail';
import { resetPasswordTemplate } from './reset-password.template';
import { verifyEmailTemplate } from './verify-email.template';

// 13:00 UTC is 14:00 on the Adriatic in March (CET).
const expiresAt = new Date('2026-03-15T13:00:00Z');
const link = 'https://moorline.test/xx/auth/link';
// ICU puts narrow no-break spaces in some times ("2:00 PM"); the words matter here, not the spaces.
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('verification email', () => {
  it.each([
    ['en', 'Confirm your email address for Moorline', 'Hi Marta,', 'until March 15, 2026 at 2:00 PM GMT+1'],
    [
      'sl',
      'Potrdite svoj e-poštni naslov za Moorline',
      'Pozdravljeni, Marta!',
      'do 15. 3. 2026 ob 14:00 GMT +1',
    ],
    [
      'hr',
      'Potvrdite svoju adresu e-pošte za Moorline',
      'Dobar dan, Marta!',
      'do 15. ožujka 2026. u 14:00 CET',
    ],
    [
      'it',
      'Conferma il tuo indirizzo email per Moorline',
      'Ciao Marta,',
      'fino al 15 marzo 2026 alle 14:00 CET',
    ],
  ] as const)(
    'when written in %s, then it has that subject, greeting, link and expiry',
    (language, subject, greeting, expiry) => {
      const mail = renderAccountMail(verifyEmailTemplate, { language, firstName: 'Marta', link, expiresAt });
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
      expect(mail.text).toContain(`\n\n${link}\n\n`);
      expect(words(mail.text)).toContain(expiry);
    },
  );
});

describe('password reset email', () => {
  it.each([
    ['en', 'Reset your Moorline password', 'until March 15, 2026 at 2:00 PM GMT+1'],
    ['sl', 'Ponastavitev gesla za Moorline', 'do 15. 3. 2026 ob 14:00 GMT +1'],
    ['hr', 'Postavljanje nove lozinke za Moorline', 'do 15. ožujka 2026. u 14:00 CET'],
    ['it', 'Reimposta la password di Moorline', 'fino al 15 marzo 2026 alle 14:00 CET'],
  ] as const)(
    'when written in %s, then it has that subject, the link and the expiry',
    (language, subject, expiry) => {
      const mail = renderAccountMail(resetPasswordTemplate, { language, firstName: 'Luca', link, expiresAt });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`\n\n${link}\n\n`);
      expect(words(mail.text)).toContain(expiry);
    },
  );

  it('when the link expires in summer, then the time is in summer time', () => {
    const mail = renderAccountMail(resetPasswordTemplate, {
      language: 'hr',
      firstName: 'Ivana',
      link,
      expiresAt: new Date('2026-07-10T08:30:00Z'),
    });
    expect(words(mail.text)).toContain('do 10. srpnja 2026. u 10:30 CEST');
  });
});

describe('account email wording', () => {
  it('when the account has no first name (QR sign-up), then the greeting goes without one', () => {
    const mail = renderAccountMail(verifyEmailTemplate, { language: 'en', firstName: ' ', link, expiresAt });
    expect(mail.text.startsWith('Hi,\n\n')).toBe(true);
  });

  it('when an Italian date starts with a vowel sound, then "al" is elided', () => {
    const eighth = new Date('2026-03-08T13:00:00Z');
    const mail = renderAccountMail(verifyEmailTemplate, {
      language: 'it',
      firstName: 'Luca',
      link,
      expiresAt: eighth,
    });
    expect(words(mail.text)).toContain("fino all'8 marzo 2026 alle 14:00 CET");
  });

  it('when rendered, then the HTML part says the same, escaped, with the link clickable', () => {
    const mail = renderAccountMail(verifyEmailTemplate, {
      language: 'en',
      firstName: '<b>Ana</b>',
      link,
      expiresAt,
    });
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<p>Hi &lt;b&gt;Ana&lt;/b&gt;,</p>');
    expect(mail.html).toContain(`<p><a href="${link}">${link}</a></p>`);
  });
});

describe('account email links', () => {
  it('when a verification key has URL characters, then it is encoded in the query', () => {
    expect(verifyEmailLink('https://moorline.hr', 'sl', 'k/y+z=')).toBe(
      'https://moorline.hr/sl/auth/verify-email?key=k%2Fy%2Bz%3D',
    );
  });

  it('when a reset is requested, then uid and token are path segments under the language', () => {
    expect(resetPasswordLink('http://localhost:3000', 'it', 'MTIz', 'c3x-9f2a')).toBe(
      'http://localhost:3000/it/auth/reset-password/MTIz/c3x-9f2a',
    );
  });

  it('when the event names a language Moorline does not write, then English is used', () => {
    expect(mailLanguage('de')).toBe('en');
    expect(mailLanguage('hr')).toBe('hr');
  });
});
