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
  | 'checked_in_at'
  | 'cancelled_at'
  | 'cancelled_by'
  | 'cancel_reason'
  | 'refund'
  | 'credit_note_number';

export interface CsvWords {
  header: Record<CsvColumn, string>;
  stayKind: Record<'day' | 'night', string>;
  status: Record<'current' | 'upcoming' | 'completed' | 'failed' | 'pending' | 'cancelled', string>;
  channel: Record<'online' | 'walk_up', string>;
  cancelledBy: Record<'boater' | 'operator', string>;
  cancelReason: Record<'weather' | 'buoy_out_of_service' | 'other', string>;
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
      cancelled_at: 'Cancelled',
      cancelled_by: 'Cancelled by',
      cancel_reason: 'Reason',
      refund: 'Refund',
      credit_note_number: 'Credit note',
    },
    stayKind: { day: 'Day stay', night: 'Night stay' },
    status: {
      current: 'Current',
      upcoming: 'Upcoming',
      completed: 'Completed',
      failed: 'Failed',
      pending: 'Awaiting payment',
      cancelled: 'Cancelled',
    },
    channel: { online: 'Booked online', walk_up: 'At the buoy (QR)' },
    cancelledBy: { boater: 'Boater', operator: 'Bay' },
    cancelReason: { weather: 'Weather', buoy_out_of_service: 'Buoy out of service', other: 'Other' },
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
      cancelled_at: 'Preklicano',
      cancelled_by: 'Preklical',
      cancel_reason: 'Razlog',
      refund: 'Povračilo',
      credit_note_number: 'Dobropis',
    },
    stayKind: { day: 'Dnevno bivanje', night: 'Nočitev' },
    status: {
      current: 'Trenutna',
      upcoming: 'Prihajajoča',
      completed: 'Zaključena',
      failed: 'Neuspešna',
      pending: 'Čaka na plačilo',
      cancelled: 'Preklicana',
    },
    channel: { online: 'Rezervirano prek spleta', walk_up: 'Na boji (QR)' },
    cancelledBy: { boater: 'Navtik', operator: 'Zaliv' },
    cancelReason: { weather: 'Vremenske razmere', buoy_out_of_service: 'Boja izven uporabe', other: 'Drugo' },
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
      cancelled_at: 'Otkazano',
      cancelled_by: 'Otkazao',
      cancel_reason: 'Razlog',
      refund: 'Povrat',
      credit_note_number: 'Knjižno odobrenje',
    },
    stayKind: { day: 'Dnevni boravak', night: 'Noćenje' },
    status: {
      current: 'Trenutna',
      upcoming: 'Nadolazeća',
      completed: 'Završena',
      failed: 'Neuspjela',
      pending: 'Čeka plaćanje',
      cancelled: 'Otkazana',
    },
    channel: { online: 'Rezervirano putem interneta', walk_up: 'Na plutači (QR)' },
    cancelledBy: { boater: 'Nautičar', operator: 'Uvala' },
    cancelReason: {
      weather: 'Vremenski uvjeti',
      buoy_out_of_service: 'Plutača izvan upotrebe',
      other: 'Drugo',
    },
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
      cancelled_at: 'Annullata il',
      cancelled_by: 'Annullata da',
      cancel_reason: 'Motivo',
      refund: 'Rimborso',
      credit_note_number: 'Nota di credito',
    },
    stayKind: { day: 'Sosta diurna', night: 'Pernottamento' },
    status: {
      current: 'In corso',
      upcoming: 'Prossima',
      completed: 'Conclusa',
      failed: 'Non riuscita',
      pending: 'In attesa di pagamento',
      cancelled: 'Annullata',
    },
    channel: { online: 'Prenotato online', walk_up: 'Alla boa (QR)' },
    cancelledBy: { boater: 'Diportista', operator: 'Baia' },
    cancelReason: { weather: 'Condizioni meteo', buoy_out_of_service: 'Boa fuori servizio', other: 'Altro' },
  },
};
