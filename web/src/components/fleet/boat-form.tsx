'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { boatTypeValues, type Boat } from '../../http/api-schema';
import { FormAlert } from '../auth/form-alert';
import { FormField } from '../forms/form-field';
import { SelectField } from '../forms/select-field';
import { useBoatFieldMessage, useBoatTypeName, useSizeBounds } from './boat-field-messages';
import { boatFormOf, emptyBoatForm, TEXT_MAX, type BoatFormKind } from './boat-form-model';
import { BrandModelFields } from './brand-model-fields';
import { SIZE_FIELDS } from './model-pick';
import { boatFieldId, useBoatForm } from './use-boat-form';
import './fleet.css';

type Props = {
  /** The boat to edit; without one, the form adds a boat. */
  boat?: Boat;
  /** Names the form: the id of the heading above it. */
  labelledBy: string;
  onSaved: (boat: Boat) => void;
  onCancel?: () => void;
  /** 'short' for a walk-up guest (issue 28 item 4): brand and model optional, no beam or draft. */
  kind?: BoatFormKind;
  /** The brand and model group's legend, when it says more than the full form's. */
  brandModelLegend?: string;
};

/**
 * Adds a boat to the signed-in boater's fleet, or edits one (spec §3): name, brand and model from
 * the lists or as new, type, registration and the sizes in metres (the API takes centimetres).
 * Used on My Fleet and inline on the booking preview; `onSaved` gets the boat as the server has it.
 * The page gives it the messages of BOAT_FORM_NAMESPACES (src/i18n/messages.ts).
 */
export function BoatForm({ boat, labelledBy, onSaved, onCancel, kind = 'full', brandModelLegend }: Props) {
  const t = useTranslations('FleetPage');
  const locale = useLocale();
  const idPrefix = `boat${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [initial] = useState(() => (boat ? boatFormOf(boat, locale) : emptyBoatForm()));
  const form = useBoatForm(initial, boat?.id ?? null, idPrefix, kind);
  const hydrated = useHydrated();
  const fieldMessage = useBoatFieldMessage();
  const typeName = useBoatTypeName();
  const bounds = useSizeBounds();
  const { values, errors, change } = form;
  const invalid = Object.keys(errors).length > 0 && form.error === null;

  async function submit() {
    const saved = await form.submit();
    if (saved) onSaved(saved);
  }

  return (
    <form
      className="form boat-form"
      method="post"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormAlert summary={invalid ? t('errorSummary') : null} error={form.error} />
      <FormField
        id={boatFieldId(idPrefix, 'name')}
        label={t('name')}
        value={values.name}
        error={fieldMessage(errors.name)}
        autoComplete="off"
        maxLength={TEXT_MAX}
        onChange={(name) => change({ name })}
      />
      <BrandModelFields form={form} idPrefix={idPrefix} kind={kind} legend={brandModelLegend} />
      <SelectField
        id={boatFieldId(idPrefix, 'type')}
        label={t('type')}
        placeholder={t('typePlaceholder')}
        value={values.type}
        options={boatTypeValues.map((type) => ({ value: type, label: typeName(type) }))}
        error={fieldMessage(errors.type)}
        onChange={(type) => change({ type })}
      />
      <FormField
        id={boatFieldId(idPrefix, 'registration')}
        label={t('registration')}
        hint={t('registrationHint')}
        value={values.registration}
        error={fieldMessage(errors.registration)}
        autoComplete="off"
        maxLength={20}
        onChange={(registration) => change({ registration })}
      />
      <div className="boat-form__sizes">
        {SIZE_FIELDS[kind].map((field) => (
          <FormField
            key={field}
            id={boatFieldId(idPrefix, field)}
            label={t(field)}
            hint={t('sizeHint', bounds(field))}
            value={values[field]}
            error={fieldMessage(errors[field])}
            inputMode="decimal"
            autoComplete="off"
            maxLength={6}
            onChange={(text) => change({ [field]: text })}
          />
        ))}
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={!hydrated || form.sending}>
          {form.sending ? t('saving') : t('save')}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
