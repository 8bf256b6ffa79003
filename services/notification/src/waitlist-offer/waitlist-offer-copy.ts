import type { MailLanguage } from '../mail/mail-language';

// The words of a waitlist offer (issue 30 item 4), whole in each language: the email, and the
// Web Push notification, which must read at a glance. The values come formatted.

export interface WaitlistOfferValues {
  bay: string;
  buoy: string;
  boat: string;
  from: string;
  to: string;
  timeZone: string;
  /** Until when the buoy is kept, date and time on the bay's clock. */
  keptUntil: string;
  /** The same moment as the time of day alone, for the short push text. */
  keptUntilTime: string;
  offerLink: string;
}

interface Words {
  subject: (v: WaitlistOfferValues) => string;
  hello: string;
  freed: (v: WaitlistOfferValues) => string;
  bay: string;
  buoy: string;
  boat: string;
  from: string;
  to: string;
  /** A label: the date that follows is in the nominative every language reads a label in. */
  kept: string;
  take: string;
  after: string;
  pushTitle: (v: WaitlistOfferValues) => string;
  pushBody: (v: WaitlistOfferValues) => string;
  signOff: string;
}

const en: Words = {
  subject: (v) => `A buoy is free for you: ${v.bay}, buoy ${v.buoy}`,
  hello: 'Hi,',
  freed: (v) =>
    `good news: a buoy has come free in ${v.bay} for the stay you are waiting for, and it takes ${v.boat}.`,
  bay: 'Bay',
  buoy: 'Buoy',
  boat: 'Boat',
  from: 'From',
  to: 'To',
  kept: 'Kept for you until',
  take: 'Book it here; you then have 3 minutes to pay, as with any booking:',
  after: 'If you do not book it by then, it is offered to the next boater in line.',
  pushTitle: (v) => `Buoy ${v.buoy} is free in ${v.bay}`,
  pushBody: (v) => `Kept for ${v.boat} until ${v.keptUntilTime}. Tap to book it.`,
  signOff: 'Fair winds,\nThe Moorline team',
};

const sl: Words = {
  subject: (v) => `Boja je prosta za vas: ${v.bay}, boja ${v.buoy}`,
  hello: 'Pozdravljeni!',
  freed: (v) =>
    `Dobra novica: v zalivu ${v.bay} se je sprostila boja za bivanje, na katero čakate, in je primerna za plovilo ${v.boat}.`,
  bay: 'Zaliv',
  buoy: 'Boja',
  boat: 'Plovilo',
  from: 'Od',
  to: 'Do',
  kept: 'Zadržana za vas do',
  take: 'Rezervirajte jo tukaj; nato imate kot pri vsaki rezervaciji 3 minute za plačilo:',
  after: 'Če je do takrat ne rezervirate, jo ponudimo naslednjemu na čakalnem seznamu.',
  pushTitle: (v) => `Boja ${v.buoy} je prosta v zalivu ${v.bay}`,
  pushBody: (v) => `Zadržana za plovilo ${v.boat} do ${v.keptUntilTime}. Tapnite za rezervacijo.`,
  signOff: 'Mirno morje,\nEkipa Moorline',
};

const hr: Words = {
  subject: (v) => `Plutača je slobodna za vas: ${v.bay}, plutača ${v.buoy}`,
  hello: 'Dobar dan!',
  freed: (v) =>
    `Dobre vijesti: u uvali ${v.bay} oslobodila se plutača za boravak na koji čekate i odgovara plovilu ${v.boat}.`,
  bay: 'Uvala',
  buoy: 'Plutača',
  boat: 'Plovilo',
  from: 'Od',
  to: 'Do',
  kept: 'Čuva se za vas do',
  take: 'Rezervirajte je ovdje; zatim, kao kod svake rezervacije, imate 3 minute za plaćanje:',
  after: 'Ako je do tada ne rezervirate, nudimo je sljedećem na listi čekanja.',
  pushTitle: (v) => `Plutača ${v.buoy} slobodna je u uvali ${v.bay}`,
  pushBody: (v) => `Čuva se za plovilo ${v.boat} do ${v.keptUntilTime}. Dodirnite za rezervaciju.`,
  signOff: 'Mirno more,\nVaš Moorline tim',
};

const it: Words = {
  subject: (v) => `Una boa è libera per te: ${v.bay}, boa ${v.buoy}`,
  hello: 'Ciao,',
  freed: (v) =>
    `buone notizie: nella baia ${v.bay} si è liberata una boa per il soggiorno che stai aspettando, adatta alla tua barca ${v.boat}.`,
  bay: 'Baia',
  buoy: 'Boa',
  boat: 'Barca',
  from: 'Dal',
  to: 'Al',
  kept: 'Tenuta per te fino a',
  take: 'Prenotala qui; poi hai 3 minuti per pagare, come per ogni prenotazione:',
  after: 'Se non la prenoti entro allora, la offriamo al prossimo in lista d’attesa.',
  pushTitle: (v) => `La boa ${v.buoy} è libera nella baia ${v.bay}`,
  pushBody: (v) => `Tenuta per ${v.boat} fino alle ${v.keptUntilTime}. Tocca per prenotarla.`,
  signOff: 'Buon vento,\nIl team di Moorline',
};

const words: Record<MailLanguage, Words> = { en, sl, hr, it };

export function waitlistOfferMailCopy(language: MailLanguage, v: WaitlistOfferValues) {
  const w = words[language];
  return {
    subject: w.subject(v),
    text: [
      w.hello,
      w.freed(v),
      `${w.bay}: ${v.bay}\n${w.buoy}: ${v.buoy}\n${w.boat}: ${v.boat}\n${w.from}: ${v.from}\n${w.to}: ${v.to} (${v.timeZone})`,
      `${w.kept}: ${v.keptUntil} (${v.timeZone})`,
      w.take,
      v.offerLink,
      w.after,
      w.signOff,
    ].join('\n\n'),
  };
}

export function waitlistOfferPushCopy(language: MailLanguage, v: WaitlistOfferValues) {
  const w = words[language];
  return { title: w.pushTitle(v), body: w.pushBody(v) };
}
