'use client';

import { useTranslations } from 'next-intl';
import type { Boat } from '../../http/api-schema';
import { useBoatTypeName, useMetres } from './boat-field-messages';

/** Brand and model as one line, marked when they were typed in rather than picked from the lists. */
export function useBrandModel(): (boat: Boat) => string {
  const t = useTranslations('FleetPage');
  return (boat) => {
    const names = `${boat.brand} ${boat.model}`.trim();
    const mark = t('asNewMark');
    return boat.custom_brand_model && names !== '' ? `${names} (${mark})` : names;
  };
}

/** A boat's details as a definition list: the short form on a list card, all of them on its own view. */
export function BoatFacts({ boat, full }: { boat: Boat; full: boolean }) {
  const t = useTranslations('FleetPage');
  const typeName = useBoatTypeName();
  const metres = useMetres();
  const brandModel = useBrandModel();
  const mark = t('asNewMark');
  const known = (cm: number | null) => (cm === null ? '' : metres(cm));
  const { beam_cm: beam, draft_cm: draft } = boat;
  // "LOA / beam / draft" on one row only when all three are known.
  const sizes: [string, string][] =
    beam !== null && draft !== null
      ? [[t('sizes'), [boat.loa_cm, beam, draft].map(metres).join(' / ')]]
      : [
          [t('loa'), metres(boat.loa_cm)],
          [t('beam'), known(beam)],
          [t('draft'), known(draft)],
        ];
  const facts: [string, string][] = full
    ? [
        [t('name'), boat.name],
        [t('brand'), boat.brand],
        [t('model'), boat.custom_brand_model && boat.model !== '' ? `${boat.model} (${mark})` : boat.model],
        [t('type'), typeName(boat.type)],
        [t('registration'), boat.registration_number],
        [t('loa'), metres(boat.loa_cm)],
        [t('beam'), known(boat.beam_cm)],
        [t('draft'), known(boat.draft_cm)],
      ]
    : [
        [t('brandModel'), brandModel(boat)],
        [t('type'), typeName(boat.type)],
        [t('registration'), boat.registration_number],
        ...sizes,
      ];
  // Issue 28 item 4: what the boater did not give (a guest's short form) is left out, not guessed.
  return (
    <dl className="detail-list boat-facts">
      {facts
        .filter(([, value]) => value !== '')
        .map(([term, value]) => (
          <div key={term} className="boat-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
