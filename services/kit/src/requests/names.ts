// Names people give (boats, persons) are shown to others: in the back office, on invoices, in
// the booking CSV. Control (Cc) and format (Cf) characters are invisible there, or turn the text
// around (U+202E), so "Galeb\u202Eelif.exe" reads as another name (issue 26 item 4). They are
// refused; the rest is stored in one form (NFC), so "é" typed two ways is one name.
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

/** Whether the text holds a control or format character: zero-width, direction marks, NUL, tabs, line breaks. */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text);

/** A name as stored: NFC, trimmed, single spaces. Check hasHiddenCharacters first. */
export const normaliseName = (text: string): string => text.normalize('NFC').trim().replace(/\s+/g, ' ');
