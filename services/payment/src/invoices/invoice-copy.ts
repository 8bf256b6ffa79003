import type { InterfaceLanguage } from '@moorline/contracts';
import type { InvoiceLine } from './invoice-facts';

// The invoice's words in the boater's language; numbers, dates and money are formatted by Intl.

interface InvoiceCopy {
  invoice: string;
  number: string;
  issued: string;
  seller: string;
  buyer: string;
  intermediary: (name: string) => string;
  stay: string;
  bay: string;
  buoy: string;
  boat: string;
  period: string;
  dayStay: string;
  nightStay: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  total: string;
  /** The seller's VAT ID, as the seller's country calls it. */
  taxNumber: string;
  /** When the service was supplied: the stay's first day. */
  supplied: string;
  /** The total less its VAT. */
  taxableAmount: string;
  vat: (rate: string) => string;
  paidByCard: string;
  lines: Record<InvoiceLine['kind'], string>;
  /** A credit note's title (issue 30 item 2). */
  creditNote: string;
  /** Names the invoice a credit note corrects. */
  corrects: (invoiceNumber: string) => string;
  /** The credit note's one line: the cancelled stay's money given back. */
  refundLine: string;
  refundedToCard: string;
}

const en: InvoiceCopy = {
  invoice: 'Invoice',
  number: 'Number',
  issued: 'Issued',
  seller: 'Seller',
  buyer: 'Buyer',
  intermediary: (name) => `Sold through ${name}, acting as intermediary on behalf of the seller.`,
  stay: 'Stay',
  bay: 'Bay',
  buoy: 'Buoy',
  boat: 'Boat',
  period: 'Period',
  dayStay: 'Day stay',
  nightStay: 'Night stay',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  total: 'Total',
  taxNumber: 'VAT ID',
  supplied: 'Date of supply',
  taxableAmount: 'Taxable amount',
  vat: (rate) => `VAT ${rate}`,
  paidByCard: 'Paid by card. Thank you.',
  creditNote: 'Credit note',
  corrects: (invoiceNumber) => `Corrects invoice ${invoiceNumber}`,
  refundLine: 'Refund for the cancelled booking',
  refundedToCard: 'Refunded to the card it was paid with.',
  lines: {
    day_hours: 'Mooring, day stay (hours)',
    day_full: 'Mooring, day stay (full day)',
    night: 'Mooring, night',
    mooring_assistance: 'Mooring assistance',
    trash_collection: 'Trash collection',
  },
};

const sl: InvoiceCopy = {
  invoice: 'Račun',
  number: 'Številka',
  issued: 'Izdan',
  seller: 'Prodajalec',
  buyer: 'Kupec',
  intermediary: (name) => `Prodano prek ${name}, ki nastopa kot posrednik v imenu prodajalca.`,
  stay: 'Bivanje',
  bay: 'Zaliv',
  buoy: 'Boja',
  boat: 'Plovilo',
  period: 'Obdobje',
  dayStay: 'Dnevni privez',
  nightStay: 'Nočni privez',
  description: 'Opis',
  quantity: 'Kol.',
  unitPrice: 'Cena na enoto',
  amount: 'Znesek',
  total: 'Skupaj',
  taxNumber: 'ID za DDV',
  supplied: 'Datum opravljene storitve',
  taxableAmount: 'Davčna osnova',
  vat: (rate) => `DDV ${rate}`,
  paidByCard: 'Plačano s kartico. Hvala.',
  creditNote: 'Dobropis',
  corrects: (invoiceNumber) => `Popravek računa ${invoiceNumber}`,
  refundLine: 'Vračilo za preklicano rezervacijo',
  refundedToCard: 'Vrnjeno na kartico, s katero je bilo plačano.',
  lines: {
    day_hours: 'Privez, dnevni (ure)',
    day_full: 'Privez, dnevni (cel dan)',
    night: 'Privez, noč',
    mooring_assistance: 'Pomoč pri privezu',
    trash_collection: 'Odvoz odpadkov',
  },
};

const hr: InvoiceCopy = {
  invoice: 'Račun',
  number: 'Broj',
  issued: 'Izdan',
  seller: 'Prodavatelj',
  buyer: 'Kupac',
  intermediary: (name) => `Prodano putem ${name}, koji djeluje kao posrednik u ime prodavatelja.`,
  stay: 'Boravak',
  bay: 'Uvala',
  buoy: 'Plutača',
  boat: 'Plovilo',
  period: 'Razdoblje',
  dayStay: 'Dnevni vez',
  nightStay: 'Noćni vez',
  description: 'Opis',
  quantity: 'Kol.',
  unitPrice: 'Jedinična cijena',
  amount: 'Iznos',
  total: 'Ukupno',
  taxNumber: 'PDV ID broj',
  supplied: 'Datum isporuke',
  taxableAmount: 'Porezna osnovica',
  vat: (rate) => `PDV ${rate}`,
  paidByCard: 'Plaćeno karticom. Hvala.',
  creditNote: 'Odobrenje',
  corrects: (invoiceNumber) => `Ispravak računa ${invoiceNumber}`,
  refundLine: 'Povrat za otkazanu rezervaciju',
  refundedToCard: 'Vraćeno na karticu kojom je plaćeno.',
  lines: {
    day_hours: 'Vez, dnevni (sati)',
    day_full: 'Vez, dnevni (cijeli dan)',
    night: 'Vez, noć',
    mooring_assistance: 'Pomoć pri vezivanju',
    trash_collection: 'Odvoz otpada',
  },
};

const it: InvoiceCopy = {
  invoice: 'Fattura',
  number: 'Numero',
  issued: 'Emessa il',
  seller: 'Venditore',
  buyer: 'Acquirente',
  intermediary: (name) => `Venduto tramite ${name}, che agisce come intermediario per conto del venditore.`,
  stay: 'Soggiorno',
  bay: 'Baia',
  buoy: 'Boa',
  boat: 'Imbarcazione',
  period: 'Periodo',
  dayStay: 'Sosta diurna',
  nightStay: 'Sosta notturna',
  description: 'Descrizione',
  quantity: 'Qtà',
  unitPrice: 'Prezzo unitario',
  amount: 'Importo',
  total: 'Totale',
  taxNumber: 'Partita IVA',
  supplied: 'Data della prestazione',
  taxableAmount: 'Imponibile',
  vat: (rate) => `IVA ${rate}`,
  paidByCard: 'Pagato con carta. Grazie.',
  creditNote: 'Nota di credito',
  corrects: (invoiceNumber) => `Rettifica la fattura ${invoiceNumber}`,
  refundLine: 'Rimborso per la prenotazione cancellata',
  refundedToCard: 'Rimborsato sulla carta usata per il pagamento.',
  lines: {
    day_hours: 'Ormeggio, sosta diurna (ore)',
    day_full: 'Ormeggio, sosta diurna (giornata intera)',
    night: 'Ormeggio, notte',
    mooring_assistance: 'Assistenza all’ormeggio',
    trash_collection: 'Raccolta rifiuti',
  },
};

export const invoiceCopy: Record<InterfaceLanguage, InvoiceCopy> = { en, sl, hr, it };
