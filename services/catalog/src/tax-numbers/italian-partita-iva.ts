/**
 * Italian Partita IVA: 11 digits, the last a Luhn check digit over the first 10 (every second
 * digit, counting from the second, doubled and reduced by 9 past 9). All zeros is no number.
 * Digits only.
 */
export function isValidItalianPartitaIva(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  const sum = [...digits.slice(0, 10)].reduce((total, digit, index) => {
    const value = index % 2 === 1 ? Number(digit) * 2 : Number(digit);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}
