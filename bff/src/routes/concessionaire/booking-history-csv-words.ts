import type { InterfaceLanguage } from '@moorline/contracts';

// The words of the history CSV for a person's spreadsheet (issue 28 item 8): the column headers
// and the values of the three closed columns, in the back office's four languages, the values
// as the history page names them (web/src/messages, BookingHistory). The BFF writes the file, so
// it keeps its own few words.

export type CsvColumn =
  | 'booking_id'
  | 'from_date'
  | 'to_date'
  | 'buoy_label'
  | 'registration_number'
  | 'boat_name'
  | 'stay_kind'
  | 'status'
  | 'channel'
  | 'amount'
  | 'currency'
  | 'invoice_number'
  | 'paid_at'
  | 'checked_in_at';

export interface CsvWords {
  header: Record<CsvColumn, string>;
  stayKind: Record<'day' | 'night', string>;
  status: Record<'current' | 'upcoming' | 'completed' | 'failed' | 'pending', string>;
  channel: Record<'online' | 'walk_up', string>;
}

export const csvWords: Record<InterfaceLanguage, CsvWords> = {
  en: {
    header: {
      booking_id: 'Booking',
      from_date: 'Arrival',
      to_date: 'Departure',
      buoy_label: 'Buoy',
      registration_number: 'Registration',
      boat_name: 'Boat',
      stay_kind: 'Stay',
      status: 'Status',
      channel: 'Channel',
      amount: 'Amount',
      currency: 'Currency',
      invoice_number: 'Invoice',
      paid_at: 'Paid',
      checked_in_at: 'Checked in',
    },
    stayKind: { day: 'Day stay', night: 'Night stay' },
    status: {
      current: 'Current',
      upcoming: 'Upcoming',
      completed: 'Completed',
      failed: 'Failed',
      pending: 'Awaiting payment',
    },
    channel: { online: 'Booked online', walk_up: 'At the buoy (QR)' },
  },
  sl: {
    header: {
      booking_id: 'Rezervacija',
      from_date: 'Prihod',
      to_date: 'Odhod',
      buoy_label: 'Boja',
      registration_number: 'Registrska številka',
      boat_name: 'Plovilo',
      stay_kind: 'Bivanje',
      status: 'Stanje',
      channel: 'Kanal',
      amount: 'Znesek',
      currency: 'Valuta',
      invoice_number: 'Račun',
      paid_at: 'Plačano',
      checked_in_at: 'Prihod na bojo',
    },
    stayKind: { day: 'Dnevno bivanje', night: 'Nočitev' },
    status: {
      current: 'Trenutna',
      upcoming: 'Prihajajoča',
      completed: 'Zaključena',
      failed: 'Neuspešna',
      pending: 'Čaka na plačilo',
    },
    channel: { online: 'Rezervirano prek spleta', walk_up: 'Na boji (QR)' },
  },
  hr: {
    header: {
      booking_id: 'Rezervacija',
      from_date: 'Dolazak',
      to_date: 'Odlazak',
      buoy_label: 'Plutača',
      registration_number: 'Registarska oznaka',
      boat_name: 'Plovilo',
      stay_kind: 'Boravak',
      status: 'Stanje',
      channel: 'Kanal',
      amount: 'Iznos',
      currency: 'Valuta',
      invoice_number: 'Račun',
      paid_at: 'Plaćeno',
      checked_in_at: 'Dolazak na plutaču',
    },
    stayKind: { day: 'Dnevni boravak', night: 'Noćenje' },
    status: {
      current: 'Trenutna',
      upcoming: 'Nadolazeća',
      completed: 'Završena',
      failed: 'Neuspjela',
      pending: 'Čeka plaćanje',
    },
    channel: { online: 'Rezervirano putem interneta', walk_up: 'Na plutači (QR)' },
  },
  it: {
    header: {
      booking_id: 'Prenotazione',
      from_date: 'Arrivo',
      to_date: 'Partenza',
      buoy_label: 'Boa',
      registration_number: 'Immatricolazione',
      boat_name: 'Barca',
      stay_kind: 'Soggiorno',
      status: 'Stato',
      channel: 'Canale',
      amount: 'Importo',
      currency: 'Valuta',
      invoice_number: 'Fattura',
      paid_at: 'Pagata',
      checked_in_at: 'Arrivo alla boa',
    },
    stayKind: { day: 'Sosta diurna', night: 'Pernottamento' },
    status: {
      current: 'In corso',
      upcoming: 'Prossima',
      completed: 'Conclusa',
      failed: 'Non riuscita',
      pending: 'In attesa di pagamento',
    },
    channel: { online: 'Prenotato online', walk_up: 'Alla boa (QR)' },
  },
};
