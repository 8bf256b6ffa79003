import { italianUntil, type AccountMailTemplate } from './account-mail-template';

/** Sent on EmailVerificationRequested: the link that confirms the address and activates the account. */
export const verifyEmailTemplate: AccountMailTemplate = {
  en: ({ firstName, link, expires }) => ({
    subject: 'Confirm your email address for Moorline',
    text: `${firstName ? `Hi ${firstName},` : 'Hi,'}

Thank you for signing up for Moorline. Please confirm your email address by opening this link:

${link}

The link is valid until ${expires.date} at ${expires.time}.

If you did not create a Moorline account, you can safely ignore this email. The account will not be activated without your confirmation.

Fair winds,
The Moorline team`,
  }),

  sl: ({ firstName, link, expires }) => ({
    subject: 'Potrdite svoj e-poštni naslov za Moorline',
    text: `${firstName ? `Pozdravljeni, ${firstName}!` : 'Pozdravljeni!'}

Hvala, ker ste se registrirali na platformi Moorline. Svoj e-poštni naslov potrdite tako, da odprete to povezavo:

${link}

Povezava velja do ${expires.date} ob ${expires.time}.

Če računa na platformi Moorline niste ustvarili vi, to sporočilo preprosto prezrite. Brez vaše potrditve račun ne bo aktiviran.

Mirno morje,
Ekipa Moorline`,
  }),

  hr: ({ firstName, link, expires }) => ({
    subject: 'Potvrdite svoju adresu e-pošte za Moorline',
    text: `${firstName ? `Dobar dan, ${firstName}!` : 'Dobar dan!'}

Hvala što ste se registrirali na Moorlineu. Za potvrdu adrese e-pošte otvorite ovu poveznicu:

${link}

Poveznica vrijedi do ${expires.date} u ${expires.time}.

Ako niste otvorili račun na Moorlineu, slobodno zanemarite ovu poruku. Bez vaše potvrde račun neće biti aktiviran.

Mirno more,
Vaš Moorline tim`,
  }),

  it: ({ firstName, link, expires }) => ({
    subject: 'Conferma il tuo indirizzo email per Moorline',
    text: `${firstName ? `Ciao ${firstName},` : 'Ciao,'}

grazie per la registrazione su Moorline. Per confermare il tuo indirizzo email, apri questo link:

${link}

Il link è valido ${italianUntil(expires.date)} alle ${expires.time}.

Se non hai creato tu un account Moorline, ignora pure questa email: senza la tua conferma l'account non verrà attivato.

Buon vento,
Il team di Moorline`,
  }),
};
