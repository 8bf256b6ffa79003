'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField } from '../../forms/checkbox-field';
import { FieldError } from '../../forms/field-error';
import { useOperatorBays } from '../use-operator-bay';

type Props = {
  id: string;
  chosen: string[];
  error: string | undefined;
  onChange: (bayIds: string[]) => void;
};

// Which of the caller's bays the embed shows: one box each, the refusal under the group.
export function EmbedBaysField({ id, chosen, error, onChange }: Props) {
  const t = useTranslations('EmbedsPage');
  const bays = useOperatorBays();
  const errorId = `${id}-error`;
  const toggle = (bayId: string, on: boolean) =>
    onChange(on ? [...chosen, bayId] : chosen.filter((candidate) => candidate !== bayId));
  return (
    <fieldset className="embed-form__bays" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{t('bays')}</legend>
      {bays.data === undefined ? (
        <p role="status">{t('loadingBays')}</p>
      ) : (
        bays.data.map((bay) => (
          <CheckboxField
            key={bay.bay_id}
            id={`${id}-${bay.bay_id}`}
            label={bay.name}
            checked={chosen.includes(bay.bay_id)}
            onChange={(on) => toggle(bay.bay_id, on)}
          />
        ))
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
