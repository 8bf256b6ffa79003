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
    return boat.custom_brand_model ? `${names} (${mark})` : names;
  };
}

/** A boat's details as a definition list: the short form on a list card, all of them on its own view. */
export function BoatFacts({ boat, full }: { boat: Boat; full: boolean }) {
  const t = useTranslations('FleetPage');
  const typeName = useBoatTypeName();
  const metres = useMetres();
  const brandModel = useBrandModel();
  const mark = t('asNewMark');
  const facts: [string, string][] = full
    ? [
        [t('name'), boat.name],
        [t('brand'), boat.brand],
        [t('model'), boat.custom_brand_model ? `${boat.model} (${mark})` : boat.model],
        [t('type'), typeName(boat.type)],
        [t('registration'), boat.registration_number],
        [t('loa'), metres(boat.loa_cm)],
        [t('beam'), metres(boat.beam_cm)],
        [t('draft'), metres(boat.draft_cm)],
      ]
    : [
        [t('brandModel'), brandModel(boat)],
        [t('type'), typeName(boat.type)],
        [t('registration'), boat.registration_number],
        [t('sizes'), [boat.loa_cm, boat.beam_cm, boat.draft_cm].map(metres).join(' / ')],
      ];
  return (
    <dl className="detail-list boat-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="boat-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
