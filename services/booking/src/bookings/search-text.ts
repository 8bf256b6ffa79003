/** Lower case without accents, so "Telašćica" is found as "telascica" (My Bookings' search). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
