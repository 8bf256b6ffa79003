import type { MailLanguage } from '../mail/mail-language';

// The words of the boater's booking emails, whole in each language; the values come formatted.

export interface ConfirmationValues {
  bay: string;
  buoy: string;
  stayKind: 'day' | 'night';
  from: string;
  to: string;
  timeZone: string;
  boat: string;
  extras: ('mooring_assistance' | 'trash_collection')[];
  total: string;
  /** My Bookings, or for a guest the sign-up that claims the booking. */
  bookingsLink: string;
  /** Set for a walk-up guest without an account: the address that claims the booking on sign-up. */
  guestEmail: string | null;
  bayLink: string;
  /** Checked in at the buoy already (a QR walk-up), rather than arriving later. */
  walkUp: boolean;
  /** The proof of payment is attached as a QR code (issue 29 item 3). */
  pass: boolean;
  /** What the booking's cancellation policy gives (issue 30 item 1); null for a walk-up, begun already. */
  cancellation: CancellationTerms | null;
  /** The web's cancel page for this booking (issue 30 item 2); null for a walk-up, begun already. */
  cancelLink: string | null;
}

export interface CancellationTerms {
  /** The end of free cancellation, formatted; null once it has passed. */
  freeUntil: string | null;
  /** The share refunded after it, whole percent. */
  latePercent: number;
}

export interface InvoiceValues {
  number: string;
  total: string;
  vat: string;
  /** My Bookings, or for a guest the sign-up that claims the booking and its invoice. */
  bookingsLink: string;
  /** Set for a walk-up guest without an account: the address that claims the invoice on sign-up. */
  guestEmail: string | null;
}

interface BookingMailCopy {
  confirmation: (values: ConfirmationValues) => { subject: string; text: string };
  invoice: (values: InvoiceValues) => { subject: string; text: string };
}

const list = (items: string[]) => items.join(', ');

interface CancellationWords {
  free: (until: string, late: string) => string;
  over: (late: string) => string;
  lateNone: string;
  lateShare: (percent: number) => string;
}

/** The policy's line under the total, with the blank line before it; nothing without terms. */
function cancellationLine(terms: CancellationTerms | null, words: CancellationWords): string {
  if (terms === null) return '';
  const late = terms.latePercent === 0 ? words.lateNone : words.lateShare(terms.latePercent);
  return `\n\n${terms.freeUntil === null ? words.over(late) : words.free(terms.freeUntil, late)}`;
}

/** The cancel page's link under the policy, with its label; nothing for a walk-up. */
const cancelParagraph = (link: string | null, label: string) =>
  link === null ? '' : `\n\n${label}\n\n${link}`;

export const bookingMailCopy: Record<MailLanguage, BookingMailCopy> = {
  en: {
    confirmation: (v) => ({
      subject: `Your buoy is booked: ${v.bay}, buoy ${v.buoy}`,
      text: `Hi,

your booking is confirmed and paid.

Bay: ${v.bay}
Buoy: ${v.buoy}
Stay: ${v.stayKind === 'day' ? 'day stay' : 'night stay'}
From: ${v.from}
To: ${v.to} (${v.timeZone})
Boat: ${v.boat}${v.extras.length > 0 ? `\nExtras: ${list(v.extras.map((extra) => (extra === 'mooring_assistance' ? 'mooring assistance' : 'trash collection')))}` : ''}
Total paid: ${v.total}${cancellationLine(v.cancellation, {
        free: (until, late) => `Free cancellation until ${until}. After that, ${late}.`,
        over: (late) => `The free cancellation period has passed; ${late}.`,
        lateNone: 'nothing is refunded',
        lateShare: (percent) => `${percent}% is refunded`,
      })}${cancelParagraph(v.cancelLink, 'Cancel booking:')}

${v.walkUp ? `You are checked in at buoy ${v.buoy} until ${v.to}.` : `On arrival, moor to buoy ${v.buoy}: its label is painted on it.`} What the bay offers its guests is on its page:

${v.bayLink}

${
  v.pass
    ? `The attached QR code is your pass: show it when the bay's staff ask.

`
    : ''
}Your invoice follows in a separate email. ${v.guestEmail === null ? 'Your bookings are here:' : `You booked as a guest: sign up with ${v.guestEmail} and this booking is in your bookings as soon as you confirm the address.`}

${v.bookingsLink}

Fair winds,
The Moorline team`,
    }),
    invoice: (v) => ({
      subject: `Invoice ${v.number} for your buoy booking`,
      text: `Hi,

attached is invoice ${v.number} for your booking: ${v.total}, including VAT of ${v.vat}.

${v.guestEmail === null ? 'You can download it again from your bookings at any time:' : `Keep this email: you booked as a guest. Sign up with ${v.guestEmail} and the invoice is in your bookings as soon as you confirm the address.`}

${v.bookingsLink}

Fair winds,
The Moorline team`,
    }),
  },
  sl: {
    confirmation: (v) => ({
      subject: `Vaša boja je rezervirana: ${v.bay}, boja ${v.buoy}`,
      text: `Pozdravljeni!

Vaša rezervacija je potrjena in plačana.

Zaliv: ${v.bay}
Boja: ${v.buoy}
Bivanje: ${v.stayKind === 'day' ? 'dnevno bivanje' : 'nočitev'}
Od: ${v.from}
Do: ${v.to} (${v.timeZone})
Plovilo: ${v.boat}${v.extras.length > 0 ? `\nDodatno: ${list(v.extras.map((extra) => (extra === 'mooring_assistance' ? 'pomoč pri privezu' : 'odvoz odpadkov')))}` : ''}
Skupaj plačano: ${v.total}${cancellationLine(v.cancellation, {
        free: (until, late) => `Brezplačna odpoved do ${until}. Po tem ${late}.`,
        over: (late) => `Rok za brezplačno odpoved je potekel; ob odpovedi ${late}.`,
        lateNone: 'ni povračila',
        lateShare: (percent) => `se povrne ${percent} %`,
      })}${cancelParagraph(v.cancelLink, 'Odpoved rezervacije:')}

${v.walkUp ? `Prihod je potrjen: boja ${v.buoy}, do ${v.to}.` : `Ob prihodu se privežite na bojo ${v.buoy}: njena oznaka je napisana na njej.`} Kaj zaliv nudi gostom, je na njegovi strani:

${v.bayLink}

${
  v.pass
    ? `Priložena koda QR je vaša dovolilnica: pokažite jo, ko jo zahteva osebje zaliva.

`
    : ''
}Račun vam pošljemo v ločenem sporočilu. ${v.guestEmail === null ? 'Vaše rezervacije so tukaj:' : `Rezervirali ste kot gost: registrirajte se z naslovom ${v.guestEmail} in rezervacija bo med vašimi rezervacijami takoj, ko naslov potrdite.`}

${v.bookingsLink}

Mirno morje,
Ekipa Moorline`,
    }),
    invoice: (v) => ({
      subject: `Račun ${v.number} za rezervacijo boje`,
      text: `Pozdravljeni!

V prilogi je račun ${v.number} za vašo rezervacijo: ${v.total}, vključno z DDV v znesku ${v.vat}.

${v.guestEmail === null ? 'Kadar koli ga lahko znova prenesete v svojih rezervacijah:' : `Shranite to sporočilo: rezervirali ste kot gost. Registrirajte se z naslovom ${v.guestEmail} in račun bo med vašimi rezervacijami takoj, ko naslov potrdite.`}

${v.bookingsLink}

Mirno morje,
Ekipa Moorline`,
    }),
  },
  hr: {
    confirmation: (v) => ({
      subject: `Vaša plutača je rezervirana: ${v.bay}, plutača ${v.buoy}`,
      text: `Dobar dan!

Vaša rezervacija je potvrđena i plaćena.

Uvala: ${v.bay}
Plutača: ${v.buoy}
Boravak: ${v.stayKind === 'day' ? 'dnevni boravak' : 'noćenje'}
Od: ${v.from}
Do: ${v.to} (${v.timeZone})
Plovilo: ${v.boat}${v.extras.length > 0 ? `\nDodatno: ${list(v.extras.map((extra) => (extra === 'mooring_assistance' ? 'pomoć pri vezivanju' : 'odvoz otpada')))}` : ''}
Ukupno plaćeno: ${v.total}${cancellationLine(v.cancellation, {
        free: (until, late) => `Besplatno otkazivanje do ${until}. Nakon toga ${late}.`,
        over: (late) => `Rok za besplatno otkazivanje je istekao; pri otkazivanju ${late}.`,
        lateNone: 'nema povrata',
        lateShare: (percent) => `vraća se ${percent} %`,
      })}${cancelParagraph(v.cancelLink, 'Otkazivanje rezervacije:')}

${v.walkUp ? `Dolazak je potvrđen: plutača ${v.buoy}, do ${v.to}.` : `Po dolasku se vežite na plutaču ${v.buoy}: njezina je oznaka ispisana na njoj.`} Što uvala nudi gostima, piše na njezinoj stranici:

${v.bayLink}

${
  v.pass
    ? `Priloženi QR kod vaša je propusnica: pokažite ga kad ga zatraži osoblje uvale.

`
    : ''
}Račun vam šaljemo u zasebnoj poruci. ${v.guestEmail === null ? 'Vaše rezervacije su ovdje:' : `Rezervirali ste kao gost: registrirajte se adresom ${v.guestEmail} i rezervacija će biti među vašim rezervacijama čim potvrdite adresu.`}

${v.bookingsLink}

Mirno more,
Vaš Moorline tim`,
    }),
    invoice: (v) => ({
      subject: `Račun ${v.number} za rezervaciju plutače`,
      text: `Dobar dan!

U privitku je račun ${v.number} za vašu rezervaciju: ${v.total}, uključujući PDV u iznosu od ${v.vat}.

${v.guestEmail === null ? 'Možete ga ponovno preuzeti u svojim rezervacijama u bilo kojem trenutku:' : `Sačuvajte ovu poruku: rezervirali ste kao gost. Registrirajte se adresom ${v.guestEmail} i račun će biti među vašim rezervacijama čim potvrdite adresu.`}

${v.bookingsLink}

Mirno more,
Vaš Moorline tim`,
    }),
  },
  it: {
    confirmation: (v) => ({
      subject: `La tua boa è prenotata: ${v.bay}, boa ${v.buoy}`,
      text: `Ciao,

la tua prenotazione è confermata e pagata.

Baia: ${v.bay}
Boa: ${v.buoy}
Soggiorno: ${v.stayKind === 'day' ? 'sosta diurna' : 'pernottamento'}
Dal: ${v.from}
Al: ${v.to} (${v.timeZone})
Barca: ${v.boat}${v.extras.length > 0 ? `\nExtra: ${list(v.extras.map((extra) => (extra === 'mooring_assistance' ? 'assistenza all’ormeggio' : 'raccolta rifiuti')))}` : ''}
Totale pagato: ${v.total}${cancellationLine(v.cancellation, {
        free: (until, late) => `Cancellazione gratuita fino a ${until}. Dopo, ${late}.`,
        over: (late) => `Il periodo di cancellazione gratuita è scaduto; in caso di cancellazione ${late}.`,
        lateNone: 'nessun rimborso',
        lateShare: (percent) => `viene rimborsato il ${percent} %`,
      })}${cancelParagraph(v.cancelLink, 'Cancella la prenotazione:')}

${v.walkUp ? `Check-in effettuato alla boa ${v.buoy}, valido fino a ${v.to}.` : `All’arrivo ormeggia alla boa ${v.buoy}: il numero è dipinto sulla boa.`} Quello che la baia offre ai suoi ospiti è indicato sulla sua pagina:

${v.bayLink}

${
  v.pass
    ? `Il codice QR allegato è il tuo pass: mostralo quando lo chiede il personale della baia.

`
    : ''
}La fattura ti arriverà in un’email separata. ${v.guestEmail === null ? 'Le tue prenotazioni sono qui:' : `Hai prenotato come ospite: registrati con ${v.guestEmail} e la prenotazione sarà tra le tue prenotazioni non appena confermi l’indirizzo.`}

${v.bookingsLink}

Buon vento,
Il team di Moorline`,
    }),
    invoice: (v) => ({
      subject: `Fattura ${v.number} per la prenotazione della boa`,
      text: `Ciao,

in allegato trovi la fattura ${v.number} per la tua prenotazione: ${v.total}, IVA di ${v.vat} inclusa.

${v.guestEmail === null ? 'Puoi scaricarla di nuovo in qualsiasi momento dalle tue prenotazioni:' : `Conserva questa email: hai prenotato come ospite. Registrati con ${v.guestEmail} e la fattura sarà tra le tue prenotazioni non appena confermi l’indirizzo.`}

${v.bookingsLink}

Buon vento,
Il team di Moorline`,
    }),
  },
};
