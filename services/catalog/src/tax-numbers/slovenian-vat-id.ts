/**
 * Slovenian VAT ID (davčna številka, written SI + 8 digits): the first digit is never 0, and the
 * last is 11 minus the weighted sum (weights 8 down to 2) of the first seven, modulo 11; a
 * result of 10 is written 0, and a remainder of 0 (result 11) is never issued. Digits only.
 */
export function isValidSlovenianVatId(digits: string): boolean {
  if (!/^[1-9]\d{7}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 7)].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  const remainder = sum % 11;
  if (remainder === 0) return false;
  return (11 - remainder) % 10 === Number(digits[7]);
}
