'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField } from '../../forms/checkbox-field';
import { FieldError } from '../../forms/field-error';
import type { EmbedScope } from './embed-scope';

type Props = {
  id: string;
  scope: EmbedScope;
  chosen: string[];
  error: string | undefined;
  onChange: (bayIds: string[]) => void;
};

// Which of the scope's bays the embed shows: one box each, the refusal under the group.
export function EmbedBaysField({ id, scope, chosen, error, onChange }: Props) {
  const t = useTranslations('EmbedsPage');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [scope.baysHint === null ? null : hintId, error ? errorId : null].filter(Boolean);
  const toggle = (bayId: string, on: boolean) =>
    onChange(on ? [...chosen, bayId] : chosen.filter((candidate) => candidate !== bayId));
  return (
    <fieldset
      className="embed-form__bays"
      aria-describedby={describedBy.length === 0 ? undefined : describedBy.join(' ')}
    >
      <legend className="field__label">{t('bays')}</legend>
      {scope.baysHint === null ? null : (
        <p id={hintId} className="field__hint">
          {scope.baysHint}
        </p>
      )}
      {scope.bays === undefined ? (
        <p role="status">{scope.loadingBays}</p>
      ) : (
        scope.bays.map((bay) => (
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
