'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Boat } from '../../http/api-schema';

// The boat the signed-in boater would bring (issue 28 item 1): once chosen, the chosen bay's buoys
// it fits come first and the others say why not. Not shown without boats in the fleet.

type Props = { boats: Boat[]; boatId: string | null; onChange: (boatId: string | null) => void };

export function BoatChoice({ boats, boatId, onChange }: Props) {
  const t = useTranslations('MapPage');
  const id = useId();
  if (boats.length === 0) return null;
  return (
    <div className="field boat-choice">
      <label className="field__label" htmlFor={id}>
        {t('boatLabel')}
      </label>
      <select
        id={id}
        className="field__input"
        value={boatId ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('anyBoat')}</option>
        {boats.map((boat) => (
          <option key={boat.id} value={boat.id}>
            {t('boatOption', { name: boat.name, metres: boat.loa_cm / 100 })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {t('boatHint')}
      </p>
    </div>
  );
}
