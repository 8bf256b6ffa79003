/**
 * How a distance reads: whole metres up to a kilometre, then kilometres with one decimal, so a
 * buoy in the next bay is "39.6 km", not "39,580 m". The value and the Intl options for
 * next-intl's `format.number`, which words the unit in the page's language.
 */
export function distanceForDisplay(metres: number): {
  value: number;
  options: { style: 'unit'; unit: 'meter' | 'kilometer'; maximumFractionDigits: number };
} {
  if (metres < 1000)
    return { value: Math.round(metres), options: { style: 'unit', unit: 'meter', maximumFractionDigits: 0 } };
  return { value: metres / 1000, options: { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 } };
}

/** The number and its unit kept on one line: "5 km" must not wrap between 5 and km on a phone. */
export const keptTogether = (text: string) => text.replace(/ /g, '\u00a0');
