/**
 * Croatian OIB (osobni identifikacijski broj): 11 digits, the last a check digit by ISO 7064
 * MOD 11,10 over the first 10. Takes the digits only (see normaliseTaxNumber).
 */
export function isValidOib(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  let carry = 10;
  for (const digit of digits.slice(0, 10)) {
    carry = (carry + Number(digit)) % 10;
    if (carry === 0) carry = 10;
    carry = (carry * 2) % 11;
  }
  const check = (11 - carry) % 10;
  return check === Number(digits[10]);
}
