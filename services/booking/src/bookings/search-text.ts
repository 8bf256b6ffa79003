/** Lower case without accents, so "Telašćica" is found as "telascica" (My Bookings' search). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** `text` as a literal inside a LIKE pattern: its wildcards and the escape itself escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
