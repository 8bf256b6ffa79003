// Letters that Unicode does not decompose into a base letter and a combining mark.
const standalone: Record<string, string> = { đ: 'd', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i' };

/**
 * The accent- and case-free form stored beside searchable names and applied to queries, so
 * `sipan` finds Šipan and `telas` finds Telašćica (issue 5, item 5). Punctuation becomes a
 * single space: `x-yachts` and `X Yachts` meet.
 */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đłøæœßı]/g, (letter) => standalone[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
