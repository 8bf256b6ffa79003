import { italianUntil, type AccountMailTemplate } from './account-mail-template';

/** Sent on PasswordResetRequested: the link to the page where a new password is chosen. */
export const resetPasswordTemplate: AccountMailTemplate = {
  en: ({ firstName, link, expires }) => ({
    subject: 'Reset your Moorline password',
    text: `${firstName ? `Hi ${firstName},` : 'Hi,'}

We received a request to reset the password of your Moorline account. To choose a new password, open this link:

${link}

The link is valid until ${expires.date} at ${expires.time}.

If you did not ask to reset your password, you can safely ignore this email. Your password stays as it is.

Fair winds,
The Moorline team`,
  }),

  sl: ({ firstName, link, expires }) => ({
    subject: 'Ponastavitev gesla za Moorline',
    text: `${firstName ? `Pozdravljeni, ${firstName}!` : 'Pozdravljeni!'}

Prejeli smo zahtevo za ponastavitev gesla za vaš račun na platformi Moorline. Novo geslo lahko nastavite prek te povezave:

${link}

Povezava velja do ${expires.date} ob ${expires.time}.

Če ponastavitve gesla niste zahtevali vi, to sporočilo preprosto prezrite. Vaše geslo ostane nespremenjeno.

Mirno morje,
Ekipa Moorline`,
  }),

  hr: ({ firstName, link, expires }) => ({
    subject: 'Postavljanje nove lozinke za Moorline',
    text: `${firstName ? `Dobar dan, ${firstName}!` : 'Dobar dan!'}

Primili smo zahtjev za promjenu lozinke vašeg računa na Moorlineu. Novu lozinku možete postaviti putem ove poveznice:

${link}

Poveznica vrijedi do ${expires.date} u ${expires.time}.

Ako niste zatražili promjenu lozinke, slobodno zanemarite ovu poruku. Vaša lozinka ostaje nepromijenjena.

Mirno more,
Vaš Moorline tim`,
  }),

  it: ({ firstName, link, expires }) => ({
    subject: 'Reimposta la password di Moorline',
    text: `${firstName ? `Ciao ${firstName},` : 'Ciao,'}

abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Moorline. Per sceglierne una nuova, apri questo link:

${link}

Il link è valido ${italianUntil(expires.date)} alle ${expires.time}.

Se non hai richiesto tu la reimpostazione, ignora pure questa email: la tua password resterà invariata.

Buon vento,
Il team di Moorline`,
  }),
};
