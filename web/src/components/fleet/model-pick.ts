import type { BoatModel } from '../../http/api-schema';
import { metresText, type BoatFormKind, type BoatFormValues, type SizeField } from './boat-form-model';

/** The sizes each form asks: a walk-up guest's short form asks only the length (issue 28 item 4). */
export const SIZE_FIELDS: Record<BoatFormKind, readonly SizeField[]> = {
  full: ['loa', 'beam', 'draft'],
  short: ['loa'],
};

const PUBLISHED_SIZE: Record<SizeField, 'loa_cm' | 'beam_cm' | 'draft_cm'> = {
  loa: 'loa_cm',
  beam: 'beam_cm',
  draft: 'draft_cm',
};

/**
 * What picking a listed model changes: the model, and its type and published sizes for the fields
 * that are still empty. Never what the user typed or chose: they know their boat better than a
 * spec sheet (a longer bowsprit, a shoal keel). Only the sizes the form shows, in its metres.
 */
export function modelPickChanges(
  values: BoatFormValues,
  picked: BoatModel,
  kind: BoatFormKind,
  locale: string,
): Partial<BoatFormValues> {
  const changes: Partial<BoatFormValues> = {
    model: { id: picked.id, name: picked.name },
    modelText: picked.name,
  };
  if (values.type === '' && picked.boat_type) changes.type = picked.boat_type;
  for (const field of SIZE_FIELDS[kind]) {
    const cm = picked[PUBLISHED_SIZE[field]];
    if (values[field].trim() === '' && cm !== null) changes[field] = metresText(cm, locale);
  }
  return changes;
}
