import { describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1 } from '@moorline/contracts';
import { renderWaitlistOfferMail, renderWaitlistOfferPush } from './render-waitlist-offer';

const web = 'https://moorline.test';
const offerId = '7a0c3c8e-2b1f-4c7e-9d1a-3f2e1d0c9b8a';

const offer = (language: string) =>
  eventsV1.WaitlistOfferMade.fromPartial({
    offerId,
    version: 1,
    userId: 'b9e1f0a2-0000-4000-8000-000000000001',
    periodStart: new Date('2026-11-24T15:00:00Z'),
    periodEnd: new Date('2026-11-25T09:00:00Z'),
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    // 13:47 UTC is 14:47 in Zagreb in November.
    keptUntil: new Date('2026-11-24T13:47:00Z'),
    boaterEmail: 'ana@example.com',
    language,
    bayName: 'Telašćica',
    baySlug: 'telascica',
    timeZone: 'Europe/Zagreb',
    buoyLabel: 'B12',
    boatName: 'Galeb',
  });

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the waitlist offer email', () => {
  it.each([
    [
      'en',
      'A buoy is free for you: Telašćica, buoy B12',
      'Boat: Galeb',
      'Kept for you until: Tuesday, November 24, 2026 at 2:47 PM',
    ],
    ['sl', 'Boja je prosta za vas: Telašćica, boja B12', 'Plovilo: Galeb', 'Zadržana za vas do: '],
    ['hr', 'Plutača je slobodna za vas: Telašćica, plutača B12', 'Plovilo: Galeb', 'Čuva se za vas do: '],
    ['it', 'Una boa è libera per te: Telašćica, boa B12', 'Barca: Galeb', 'Tenuta per te fino a: '],
  ])(
    'when the boater joined in %s, then it is in that language and links to the offer in it',
    (language, subject, boat, keptUntil) => {
      const mail = renderWaitlistOfferMail(offer(language), web);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(boat);
      expect(plain(mail.text)).toContain(keptUntil);
      expect(plain(mail.text)).toContain(
        language === 'en' ? '2:47 PM (Europe/Zagreb)' : '14:47 (Europe/Zagreb)',
      );
      expect(mail.text).toContain('(Europe/Zagreb)');
      expect(mail.link).toBe(`${web}/${language}/waitlist/offers/${offerId}`);
      expect(mail.html).toContain(`<a href="${web}/${language}/waitlist/offers/${offerId}">`);
    },
  );

  it('when the stay is stated, then its dates are on the bay’s clock', () => {
    const text = plain(renderWaitlistOfferMail(offer('en'), web).text);
    expect(text).toContain('From: Tuesday, November 24, 2026 at 4:00 PM');
    expect(text).toContain('To: Wednesday, November 25, 2026 at 10:00 AM (Europe/Zagreb)');
  });

  it('when the language is one Moorline does not write, then it is English', () => {
    expect(renderWaitlistOfferMail(offer('de'), web).link).toBe(`${web}/en/waitlist/offers/${offerId}`);
  });
});

describe('the waitlist offer push notification', () => {
  it.each([
    ['en', 'Buoy B12 is free in Telašćica', 'Kept for Galeb until 2:47 PM. Tap to book it.'],
    [
      'sl',
      'Boja B12 je prosta v zalivu Telašćica',
      'Zadržana za plovilo Galeb do 14:47. Tapnite za rezervacijo.',
    ],
    [
      'hr',
      'Plutača B12 slobodna je u uvali Telašćica',
      'Čuva se za plovilo Galeb do 14:47. Dodirnite za rezervaciju.',
    ],
    [
      'it',
      'La boa B12 è libera nella baia Telašćica',
      'Tenuta per Galeb fino alle 14:47. Tocca per prenotarla.',
    ],
  ])(
    'when the browser was subscribed in %s, then title and body are in it, whatever the email’s language',
    (language, title, body) => {
      const push = renderWaitlistOfferPush(offer('sl'), language, web);
      expect(push.title).toBe(title);
      expect(plain(push.body)).toBe(body);
      expect(push.url).toBe(`${web}/${language}/waitlist/offers/${offerId}`);
      expect(push.tag).toBe(`waitlist-offer-${offerId}`);
    },
  );
});
