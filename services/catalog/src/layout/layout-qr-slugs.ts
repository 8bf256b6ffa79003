import { qrSlugFor } from '../buoys/qr-slug';

/**
 * QR slugs for new buoys, by qrSlugFor like every other buoy's; one already taken (a relabelled
 * buoy keeps its printed code) gets the first free `-2`, `-3`… A label with no latin letter or
 * digit (`Č`) gives `<bay>-buoy`, since a slug is ASCII.
 */
export function newQrSlugs(baySlug: string, labels: readonly string[], taken: ReadonlySet<string>): string[] {
  const used = new Set(taken);
  return labels.map((label) => {
    const plain = qrSlugFor(baySlug, label);
    const base = plain.endsWith('-') ? `${baySlug}-buoy` : plain;
    let slug = base;
    for (let suffix = 2; used.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    used.add(slug);
    return slug;
  });
}
