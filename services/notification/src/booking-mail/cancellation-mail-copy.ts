import type { MailLanguage } from '../mail/mail-language';

// The words of the cancellation and credit-note emails (issue 30 item 2), whole in each language,
// in the register of the confirmation's; the values come formatted.

export type CancelReason = 'weather' | 'buoy_out_of_service' | 'other';

/** Free buoys of one bay for the same stay, and that bay's page. */
export interface AlternativeBay {
  bay: string;
  buoys: string[];
  link: string;
}

export interface CancellationValues {
  bay: string;
  buoy: string;
  from: string;
  to: string;
  timeZone: string;
  /** Who cancelled; for the bay, why and its few words (may be empty). */
  cancelledBy: { by: 'boater' } | { by: 'operator'; reason: CancelReason; note: string };
  /** The refund to the cent, formatted; null when the policy gives nothing back. */
  refund: string | null;
  alternatives: AlternativeBay[];
  bookingsLink: string;
  guestEmail: string | null;
}

export interface CreditNoteValues {
  number: string;
  correctsNumber: string;
  refund: string;
  vat: string;
  bookingsLink: string;
  guestEmail: string | null;
}

interface Words {
  subject: { boater: (bay: string, buoy: string) => string; operator: (bay: string, buoy: string) => string };
  hello: string;
  byBoater: string;
  byOperator: (bay: string) => string;
  reason: Record<CancelReason, string>;
  reasonLabel: string;
  note: (note: string) => string;
  bay: string;
  buoy: string;
  from: string;
  to: string;
  refund: (amount: string) => string;
  noRefund: string;
  alternatives: string;
  buoys: (labels: string[]) => string;
  bookings: string;
  guest: (email: string) => string;
  creditNoteSubject: (number: string) => string;
  creditNote: (values: CreditNoteValues) => string;
  signOff: string;
}

const en: Words = {
  subject: {
    boater: (bay, buoy) => `Your booking is cancelled: ${bay}, buoy ${buoy}`,
    operator: (bay, buoy) => `The bay has cancelled your booking: ${bay}, buoy ${buoy}`,
  },
  hello: 'Hi,',
  byBoater: 'your booking is cancelled, as you asked.',
  byOperator: (bay) => `we are sorry: ${bay} has had to cancel your booking.`,
  reason: {
    weather: 'the weather',
    buoy_out_of_service: 'the buoy is out of service',
    other: 'other reasons',
  },
  reasonLabel: 'Reason',
  note: (note) => `Message from the bay: “${note}”`,
  bay: 'Bay',
  buoy: 'Buoy',
  from: 'From',
  to: 'To',
  refund: (amount) =>
    `We are refunding ${amount} to the card you paid with; depending on your bank it shows within 5–10 days. The credit note follows in a separate email.`,
  noRefund: 'Under the bay’s cancellation policy, nothing is refunded for this booking.',
  alternatives: 'These buoys are free for the same stay and take your boat:',
  buoys: (labels) => (labels.length === 1 ? `buoy ${labels.join('')}` : `buoys ${labels.join(', ')}`),
  bookings: 'Your bookings are here:',
  guest: (email) => `You booked as a guest: sign up with ${email} to see your bookings.`,
  creditNoteSubject: (number) => `Credit note ${number} for your cancelled booking`,
  creditNote: (v) =>
    `attached is credit note ${v.number}, which corrects invoice ${v.correctsNumber}: ${v.refund} refunded, including VAT of ${v.vat}.`,
  signOff: 'Fair winds,\nThe Moorline team',
};

const sl: Words = {
  subject: {
    boater: (bay, buoy) => `Rezervacija je odpovedana: ${bay}, boja ${buoy}`,
    operator: (bay, buoy) => `Zaliv je odpovedal vašo rezervacijo: ${bay}, boja ${buoy}`,
  },
  hello: 'Pozdravljeni!',
  byBoater: 'Vaša rezervacija je odpovedana, kot ste želeli.',
  byOperator: (bay) => `Žal nam je: zaliv ${bay} je moral odpovedati vašo rezervacijo.`,
  reason: { weather: 'slabo vreme', buoy_out_of_service: 'boja ni v uporabi', other: 'drugi razlogi' },
  reasonLabel: 'Razlog',
  note: (note) => `Sporočilo zaliva: „${note}“`,
  bay: 'Zaliv',
  buoy: 'Boja',
  from: 'Od',
  to: 'Do',
  refund: (amount) =>
    `Znesek ${amount} vam vračamo na kartico, s katero ste plačali; glede na banko bo viden v 5–10 dneh. Dobropis vam pošljemo v ločenem sporočilu.`,
  noRefund: 'Po pogojih odpovedi zaliva za to rezervacijo ni povračila.',
  alternatives: 'Za isto bivanje so proste te boje, primerne za vaše plovilo:',
  buoys: (labels) => (labels.length === 1 ? `boja ${labels.join('')}` : `boje ${labels.join(', ')}`),
  bookings: 'Vaše rezervacije so tukaj:',
  guest: (email) =>
    `Rezervirali ste kot gost: registrirajte se z naslovom ${email} in videli boste svoje rezervacije.`,
  creditNoteSubject: (number) => `Dobropis ${number} za odpovedano rezervacijo`,
  creditNote: (v) =>
    `V prilogi je dobropis ${v.number}, ki popravlja račun ${v.correctsNumber}: vračilo ${v.refund}, vključno z DDV v znesku ${v.vat}.`,
  signOff: 'Mirno morje,\nEkipa Moorline',
};

const hr: Words = {
  subject: {
    boater: (bay, buoy) => `Rezervacija je otkazana: ${bay}, plutača ${buoy}`,
    operator: (bay, buoy) => `Uvala je otkazala vašu rezervaciju: ${bay}, plutača ${buoy}`,
  },
  hello: 'Dobar dan!',
  byBoater: 'Vaša je rezervacija otkazana, kako ste zatražili.',
  byOperator: (bay) => `Žao nam je: uvala ${bay} morala je otkazati vašu rezervaciju.`,
  reason: {
    weather: 'loše vrijeme',
    buoy_out_of_service: 'plutača nije u funkciji',
    other: 'ostali razlozi',
  },
  reasonLabel: 'Razlog',
  note: (note) => `Poruka uvale: „${note}”`,
  bay: 'Uvala',
  buoy: 'Plutača',
  from: 'Od',
  to: 'Do',
  refund: (amount) =>
    `Iznos od ${amount} vraćamo na karticu kojom ste platili; ovisno o banci bit će vidljiv za 5 do 10 dana. Odobrenje vam šaljemo u zasebnoj poruci.`,
  noRefund: 'Prema uvjetima otkazivanja uvale za ovu rezervaciju nema povrata.',
  alternatives: 'Za isti boravak slobodne su ove plutače koje odgovaraju vašem plovilu:',
  buoys: (labels) => (labels.length === 1 ? `plutača ${labels.join('')}` : `plutače ${labels.join(', ')}`),
  bookings: 'Vaše rezervacije su ovdje:',
  guest: (email) =>
    `Rezervirali ste kao gost: registrirajte se adresom ${email} i vidjet ćete svoje rezervacije.`,
  creditNoteSubject: (number) => `Odobrenje ${number} za otkazanu rezervaciju`,
  creditNote: (v) =>
    `U privitku je odobrenje ${v.number} kojim se ispravlja račun ${v.correctsNumber}: povrat od ${v.refund}, uključujući PDV u iznosu od ${v.vat}.`,
  signOff: 'Mirno more,\nVaš Moorline tim',
};

const it: Words = {
  subject: {
    boater: (bay, buoy) => `Prenotazione cancellata: ${bay}, boa ${buoy}`,
    operator: (bay, buoy) => `La baia ha cancellato la tua prenotazione: ${bay}, boa ${buoy}`,
  },
  hello: 'Ciao,',
  byBoater: 'la tua prenotazione è stata cancellata, come hai chiesto.',
  byOperator: (bay) => `ci dispiace: la baia ${bay} ha dovuto cancellare la tua prenotazione.`,
  reason: { weather: 'maltempo', buoy_out_of_service: 'boa fuori servizio', other: 'altri motivi' },
  reasonLabel: 'Motivo',
  note: (note) => `Messaggio della baia: «${note}»`,
  bay: 'Baia',
  buoy: 'Boa',
  from: 'Dal',
  to: 'Al',
  refund: (amount) =>
    `Ti rimborsiamo ${amount} sulla carta con cui hai pagato; a seconda della banca, l’importo sarà visibile entro 5-10 giorni. La nota di credito ti arriverà in un’email separata.`,
  noRefund:
    'Secondo le condizioni di cancellazione della baia, per questa prenotazione non è previsto alcun rimborso.',
  alternatives: 'Queste boe sono libere per lo stesso soggiorno e adatte alla tua barca:',
  buoys: (labels) => (labels.length === 1 ? `boa ${labels.join('')}` : `boe ${labels.join(', ')}`),
  bookings: 'Le tue prenotazioni sono qui:',
  guest: (email) => `Hai prenotato come ospite: registrati con ${email} per vedere le tue prenotazioni.`,
  creditNoteSubject: (number) => `Nota di credito ${number} per la prenotazione cancellata`,
  creditNote: (v) =>
    `in allegato trovi la nota di credito ${v.number}, che rettifica la fattura ${v.correctsNumber}: rimborso di ${v.refund}, IVA di ${v.vat} inclusa.`,
  signOff: 'Buon vento,\nIl team di Moorline',
};

const words: Record<MailLanguage, Words> = { en, sl, hr, it };

/** Paragraphs joined by blank lines; empty ones left out. */
const paragraphs = (...parts: string[]) => parts.filter((part) => part !== '').join('\n\n');

export function cancellationMailCopy(language: MailLanguage, v: CancellationValues) {
  const w = words[language];
  const operator = v.cancelledBy.by === 'operator' ? v.cancelledBy : null;
  const why = operator
    ? [`${w.reasonLabel}: ${w.reason[operator.reason]}`, operator.note === '' ? '' : w.note(operator.note)]
        .filter((line) => line !== '')
        .join('\n')
    : '';
  const alternatives =
    v.alternatives.length === 0
      ? ''
      : paragraphs(
          w.alternatives,
          ...v.alternatives.flatMap((bay) => [`${bay.bay}: ${w.buoys(bay.buoys)}`, bay.link]),
        );
  return {
    subject: operator ? w.subject.operator(v.bay, v.buoy) : w.subject.boater(v.bay, v.buoy),
    text: paragraphs(
      w.hello,
      operator ? w.byOperator(v.bay) : w.byBoater,
      why,
      `${w.bay}: ${v.bay}\n${w.buoy}: ${v.buoy}\n${w.from}: ${v.from}\n${w.to}: ${v.to} (${v.timeZone})`,
      v.refund === null ? w.noRefund : w.refund(v.refund),
      alternatives,
      v.guestEmail === null ? w.bookings : w.guest(v.guestEmail),
      v.bookingsLink,
      w.signOff,
    ),
  };
}

export function creditNoteMailCopy(language: MailLanguage, v: CreditNoteValues) {
  const w = words[language];
  return {
    subject: w.creditNoteSubject(v.number),
    text: paragraphs(
      w.hello,
      w.creditNote(v),
      v.guestEmail === null ? w.bookings : w.guest(v.guestEmail),
      v.bookingsLink,
      w.signOff,
    ),
  };
}
