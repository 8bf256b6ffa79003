import type { InterfaceLanguage } from '@moorline/contracts';

// The sandbox's pages speak the payer's language, as a hosted checkout does.

interface PageCopy {
  sandboxNotice: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholder: string;
  pay: (amount: string) => string;
  cancel: string;
  checkField: string;
  testCards: string;
  cardSucceeds: string;
  cardAsksConfirmation: string;
  cardDeclined: string;
  cardInsufficientFunds: string;
  closed: string;
  notFound: string;
  backToMoorline: string;
  confirmTitle: string;
  confirmApprove: string;
  confirmFail: string;
  declined: string;
  insufficientFunds: string;
  tryAnotherCard: string;
  timeLeft: string;
  timeUp: string;
  onboardingTitle: (business: string) => string;
  firstName: string;
  lastName: string;
  iban: string;
  acceptTerms: string;
  finishSetup: string;
  linkSpent: string;
  requestNewLink: string;
}

const en: PageCopy = {
  sandboxNotice: 'Sandbox: test payments only, no real money moves.',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  cardholder: 'Name on card',
  pay: (amount) => `Pay ${amount}`,
  cancel: 'Cancel and go back',
  checkField: 'Please check this field.',
  testCards: 'Test cards',
  cardSucceeds: 'succeeds',
  cardAsksConfirmation: 'asks for the bank’s confirmation',
  cardDeclined: 'is declined',
  cardInsufficientFunds: 'has insufficient funds',
  closed: 'This checkout is closed: it was paid, cancelled or its time ran out.',
  notFound: 'There is no such checkout.',
  backToMoorline: 'Back to Moorline',
  confirmTitle: 'Your bank asks you to confirm this payment.',
  confirmApprove: 'Confirm the payment',
  confirmFail: 'Fail the confirmation',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  tryAnotherCard: 'No money was taken. You can try another card while the buoy is held for you.',
  timeLeft: 'Time left to pay:',
  timeUp:
    'Time is up: the buoy is no longer held for you and nothing was charged. Go back to Moorline to book again.',
  onboardingTitle: (business) => `Set up payouts for ${business}`,
  firstName: 'Representative’s first name',
  lastName: 'Representative’s last name',
  iban: 'IBAN for payouts',
  acceptTerms: 'I accept the connected account terms.',
  finishSetup: 'Finish setup',
  linkSpent: 'This link was already used or has expired.',
  requestNewLink: 'Get a new link',
};

const sl: PageCopy = {
  sandboxNotice: 'Peskovnik: samo testna plačila, pravi denar se ne prenaša.',
  cardNumber: 'Številka kartice',
  expiry: 'Velja do (MM/LL)',
  cvc: 'CVC',
  cardholder: 'Ime na kartici',
  pay: (amount) => `Plačaj ${amount}`,
  cancel: 'Prekliči in se vrni',
  checkField: 'Preverite to polje.',
  testCards: 'Testne kartice',
  cardSucceeds: 'uspe',
  cardAsksConfirmation: 'zahteva potrditev banke',
  cardDeclined: 'je zavrnjena',
  cardInsufficientFunds: 'nima dovolj sredstev',
  closed: 'To plačilo je zaprto: bilo je plačano, preklicano ali pa je čas potekel.',
  notFound: 'Takega plačila ni.',
  backToMoorline: 'Nazaj na Moorline',
  confirmTitle: 'Vaša banka vas prosi, da potrdite to plačilo.',
  confirmApprove: 'Potrdi plačilo',
  confirmFail: 'Zavrni potrditev',
  declined: 'Vaša kartica je bila zavrnjena.',
  insufficientFunds: 'Na vaši kartici ni dovolj sredstev.',
  tryAnotherCard: 'Nič ni bilo zaračunano. Dokler je boja zadržana za vas, lahko poskusite z drugo kartico.',
  timeLeft: 'Čas za plačilo:',
  timeUp:
    'Čas je potekel: boja ni več zadržana za vas in nič ni bilo zaračunano. Za novo rezervacijo se vrnite na Moorline.',
  onboardingTitle: (business) => `Nastavitev izplačil za ${business}`,
  firstName: 'Ime zastopnika',
  lastName: 'Priimek zastopnika',
  iban: 'IBAN za izplačila',
  acceptTerms: 'Sprejemam pogoje povezanega računa.',
  finishSetup: 'Zaključi nastavitev',
  linkSpent: 'Ta povezava je bila že uporabljena ali je potekla.',
  requestNewLink: 'Pridobi novo povezavo',
};

const hr: PageCopy = {
  sandboxNotice: 'Testno okruženje: samo probna plaćanja, pravi novac se ne prenosi.',
  cardNumber: 'Broj kartice',
  expiry: 'Vrijedi do (MM/GG)',
  cvc: 'CVC',
  cardholder: 'Ime na kartici',
  pay: (amount) => `Plati ${amount}`,
  cancel: 'Odustani i vrati se',
  checkField: 'Provjerite ovo polje.',
  testCards: 'Testne kartice',
  cardSucceeds: 'prolazi',
  cardAsksConfirmation: 'traži potvrdu banke',
  cardDeclined: 'je odbijena',
  cardInsufficientFunds: 'nema dovoljno sredstava',
  closed: 'Ovo plaćanje je zatvoreno: plaćeno je, otkazano ili je vrijeme isteklo.',
  notFound: 'Takvo plaćanje ne postoji.',
  backToMoorline: 'Natrag na Moorline',
  confirmTitle: 'Vaša banka traži da potvrdite ovo plaćanje.',
  confirmApprove: 'Potvrdi plaćanje',
  confirmFail: 'Odbij potvrdu',
  declined: 'Vaša kartica je odbijena.',
  insufficientFunds: 'Na vašoj kartici nema dovoljno sredstava.',
  tryAnotherCard: 'Ništa nije naplaćeno. Dok je plutača zadržana za vas, možete pokušati s drugom karticom.',
  timeLeft: 'Vrijeme za plaćanje:',
  timeUp:
    'Vrijeme je isteklo: plutača više nije zadržana za vas i ništa nije naplaćeno. Za novu rezervaciju vratite se na Moorline.',
  onboardingTitle: (business) => `Postavljanje isplata za ${business}`,
  firstName: 'Ime zastupnika',
  lastName: 'Prezime zastupnika',
  iban: 'IBAN za isplate',
  acceptTerms: 'Prihvaćam uvjete povezanog računa.',
  finishSetup: 'Završi postavljanje',
  linkSpent: 'Ova je poveznica već iskorištena ili je istekla.',
  requestNewLink: 'Zatraži novu poveznicu',
};

const it: PageCopy = {
  sandboxNotice: 'Sandbox: solo pagamenti di prova, nessun denaro reale viene trasferito.',
  cardNumber: 'Numero della carta',
  expiry: 'Scadenza (MM/AA)',
  cvc: 'CVC',
  cardholder: 'Titolare della carta',
  pay: (amount) => `Paga ${amount}`,
  cancel: 'Annulla e torna indietro',
  checkField: 'Controlla questo campo.',
  testCards: 'Carte di prova',
  cardSucceeds: 'va a buon fine',
  cardAsksConfirmation: 'chiede la conferma della banca',
  cardDeclined: 'viene rifiutata',
  cardInsufficientFunds: 'non ha fondi sufficienti',
  closed: 'Questo pagamento è chiuso: è stato pagato, annullato oppure il tempo è scaduto.',
  notFound: 'Questo pagamento non esiste.',
  backToMoorline: 'Torna a Moorline',
  confirmTitle: 'La tua banca ti chiede di confermare questo pagamento.',
  confirmApprove: 'Conferma il pagamento',
  confirmFail: 'Rifiuta la conferma',
  declined: 'La tua carta è stata rifiutata.',
  insufficientFunds: 'La tua carta non ha fondi sufficienti.',
  tryAnotherCard:
    'Non è stato addebitato nulla. Finché la boa è bloccata per te puoi provare con un’altra carta.',
  timeLeft: 'Tempo rimasto per pagare:',
  timeUp:
    'Il tempo è scaduto: la boa non è più bloccata per te e non è stato addebitato nulla. Torna su Moorline per prenotare di nuovo.',
  onboardingTitle: (business) => `Configura i pagamenti per ${business}`,
  firstName: 'Nome del rappresentante',
  lastName: 'Cognome del rappresentante',
  iban: 'IBAN per i pagamenti',
  acceptTerms: 'Accetto le condizioni del conto collegato.',
  finishSetup: 'Completa la configurazione',
  linkSpent: 'Questo link è già stato usato oppure è scaduto.',
  requestNewLink: 'Richiedi un nuovo link',
};

export const pageCopy: Record<InterfaceLanguage, PageCopy> = { en, sl, hr, it };
