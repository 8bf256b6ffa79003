/**
 * The slug in the URL of a buoy's QR code (spec route /qr/m/{slug}): `<bay-slug>-<label>`,
 * the label lower-cased with every run of other characters as one dash, so buoy `B 12` of
 * `telascica` is `telascica-b-12`. Migration 2026_11_22_1500 applies the same rule in SQL to
 * the buoys that existed before it.
 */
export function qrSlugFor(baySlug: string, label: string): string {
  const labelPart = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${baySlug}-${labelPart}`;
}
