import type { MailLanguage } from '../mail/mail-language';

export type ApplicationMailKind = 'submitted' | 'approved' | 'rejected' | 'withdrawn';

/** What an application email says that changes from one message to the next. */
export interface ApplicationMailValues {
  bayName: string;
  companyName: string;
  /** The applicant's page of applications, in their language. */
  link: string;
  /** Why it was rejected; empty for the other kinds. */
  reason: string;
}

type Copy = (values: ApplicationMailValues) => { subject: string; text: string };

/**
 * One email per state change of a concession application (issue 27 item 1), written whole in
 * each language. Each ends with the link to the applicant's applications.
 */
export const applicationMailTemplates: Record<ApplicationMailKind, Record<MailLanguage, Copy>> = {
  submitted: {
    en: ({ bayName, companyName }) => ({
      subject: `We have received your application for ${bayName}`,
      text: `Hello,\n\nthank you for applying to run ${bayName} on Moorline as ${companyName}. We will check your concession and write to you when we have decided.`,
    }),
    sl: ({ bayName, companyName }) => ({
      subject: `Prejeli smo vašo vlogo za zaliv: ${bayName}`,
      text: `Pozdravljeni,\n\nhvala za vlogo, da bi kot ${companyName} upravljali zaliv na platformi Moorline (zaliv: ${bayName}). Preverili bomo vašo koncesijo in vam pisali, ko bomo odločili.`,
    }),
    hr: ({ bayName, companyName }) => ({
      subject: `Zaprimili smo vaš zahtjev za uvalu: ${bayName}`,
      text: `Dobar dan,\n\nhvala na zahtjevu da kao ${companyName} upravljate uvalom na Moorlineu (uvala: ${bayName}). Provjerit ćemo vašu koncesiju i javiti vam se kad odlučimo.`,
    }),
    it: ({ bayName, companyName }) => ({
      subject: `Abbiamo ricevuto la tua domanda per ${bayName}`,
      text: `Buongiorno,\n\ngrazie per aver chiesto di gestire ${bayName} su Moorline come ${companyName}. Verificheremo la tua concessione e ti scriveremo quando avremo deciso.`,
    }),
  },
  approved: {
    en: ({ bayName }) => ({
      subject: `Your application for ${bayName} is approved`,
      text: `Hello,\n\nyour application is approved: ${bayName} is now a draft bay of yours on Moorline. Sign in again, set up its buoys, prices and photos, and publish it when it is ready.`,
    }),
    sl: ({ bayName }) => ({
      subject: `Vaša vloga je odobrena, zaliv: ${bayName}`,
      text: `Pozdravljeni,\n\nvaša vloga je odobrena: ${bayName} je zdaj vaš zaliv v osnutku na platformi Moorline. Znova se prijavite, uredite boje, cene in fotografije ter ga objavite, ko bo pripravljen.`,
    }),
    hr: ({ bayName }) => ({
      subject: `Vaš zahtjev je odobren, uvala: ${bayName}`,
      text: `Dobar dan,\n\nvaš je zahtjev odobren: ${bayName} sada je vaša uvala u nacrtu na Moorlineu. Ponovno se prijavite, uredite plutače, cijene i fotografije te je objavite kad bude spremna.`,
    }),
    it: ({ bayName }) => ({
      subject: `La tua domanda per ${bayName} è stata approvata`,
      text: `Buongiorno,\n\nla tua domanda è stata approvata: ${bayName} è ora una tua baia in bozza su Moorline. Accedi di nuovo, imposta boe, prezzi e foto e pubblicala quando è pronta.`,
    }),
  },
  rejected: {
    en: ({ bayName, reason }) => ({
      subject: `Your application for ${bayName} was not approved`,
      text: `Hello,\n\nwe could not approve your application for ${bayName}. The reason:\n\n${reason}\n\nYou are welcome to apply again.`,
    }),
    sl: ({ bayName, reason }) => ({
      subject: `Vaša vloga ni bila odobrena, zaliv: ${bayName}`,
      text: `Pozdravljeni,\n\nvaše vloge (zaliv: ${bayName}) nismo mogli odobriti. Razlog:\n\n${reason}\n\nVabljeni, da oddate novo vlogo.`,
    }),
    hr: ({ bayName, reason }) => ({
      subject: `Vaš zahtjev nije odobren, uvala: ${bayName}`,
      text: `Dobar dan,\n\nvaš zahtjev (uvala: ${bayName}) nismo mogli odobriti. Razlog:\n\n${reason}\n\nSlobodno pošaljite novi zahtjev.`,
    }),
    it: ({ bayName, reason }) => ({
      subject: `La tua domanda per ${bayName} non è stata approvata`,
      text: `Buongiorno,\n\nnon abbiamo potuto approvare la tua domanda per ${bayName}. Il motivo:\n\n${reason}\n\nPuoi presentare una nuova domanda quando vuoi.`,
    }),
  },
  withdrawn: {
    en: ({ bayName }) => ({
      subject: `You have withdrawn your application for ${bayName}`,
      text: `Hello,\n\nyour application for ${bayName} is withdrawn, as you asked. You can apply again at any time.`,
    }),
    sl: ({ bayName }) => ({
      subject: `Umaknili ste vlogo za zaliv: ${bayName}`,
      text: `Pozdravljeni,\n\nvaša vloga (zaliv: ${bayName}) je umaknjena, kot ste želeli. Novo vlogo lahko oddate kadar koli.`,
    }),
    hr: ({ bayName }) => ({
      subject: `Povukli ste zahtjev za uvalu: ${bayName}`,
      text: `Dobar dan,\n\nvaš zahtjev (uvala: ${bayName}) je povučen, kako ste tražili. Novi zahtjev možete poslati u bilo kojem trenutku.`,
    }),
    it: ({ bayName }) => ({
      subject: `Hai ritirato la tua domanda per ${bayName}`,
      text: `Buongiorno,\n\nla tua domanda per ${bayName} è stata ritirata, come hai chiesto. Puoi presentarne una nuova in qualsiasi momento.`,
    }),
  },
};

/** The closing of every application email: the link, then the sign-off. */
export const applicationMailClosing: Record<MailLanguage, (link: string) => string> = {
  en: (link) => `Your applications:\n\n${link}\n\nFair winds,\nThe Moorline team`,
  sl: (link) => `Vaše vloge:\n\n${link}\n\nMirno morje,\nEkipa Moorline`,
  hr: (link) => `Vaši zahtjevi:\n\n${link}\n\nMirno more,\nVaš Moorline tim`,
  it: (link) => `Le tue domande:\n\n${link}\n\nBuon vento,\nIl team di Moorline`,
};
