'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BaySetup, HullKind } from '../../../http/api-schema';
import { CheckboxField } from '../../forms/checkbox-field';
import { FieldError } from '../../forms/field-error';
import type { SetupField } from './setup-form-model';
import { DecimalField, MoneyField, TimeField, type SectionProps } from './setup-inputs';

/** The country's name in the page's language (SI, HR, IT). */
export const countryName = (country: string, locale: string) =>
  new Intl.DisplayNames(locale, { type: 'region' }).of(country) ?? country;

type Props = SectionProps & { problem: (field: SetupField) => string | undefined };

/** The VAT every price contains, with the country's default beside it. */
export function VatField({ form, onChange, problem, setup }: Props & { setup: BaySetup }) {
  const t = useTranslations('BaySetupPage');
  const locale = useLocale();
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    setup.default_vat_rate_basis_points / 10_000,
  );
  return (
    <DecimalField
      id="setup-vat"
      label={t('vatRate')}
      hint={t('vatDefault', { country: countryName(setup.country, locale), rate })}
      value={form.vatPercent}
      error={problem('vatPercent')}
      onChange={(vatPercent) => onChange({ vatPercent })}
    />
  );
}

/** The bay's extras: mooring assistance and trash collection, each offered or not, with its price. */
export function ExtrasFields({ form, onChange, problem }: Props) {
  const t = useTranslations('BaySetupPage');
  return (
    <fieldset className="bay-setup__group">
      <legend>{t('extrasHeading')}</legend>
      <CheckboxField
        id="setup-assistance-offered"
        label={t('assistanceOffered')}
        checked={form.assistanceOffered}
        onChange={(assistanceOffered) => onChange({ assistanceOffered })}
      />
      {form.assistanceOffered ? (
        <MoneyField
          id="setup-assistance-price"
          label={t('assistancePrice')}
          value={form.assistancePrice}
          error={problem('assistancePrice')}
          onChange={(assistancePrice) => onChange({ assistancePrice })}
        />
      ) : null}
      <CheckboxField
        id="setup-trash-offered"
        label={t('trashOffered')}
        checked={form.trashOffered}
        onChange={(trashOffered) => onChange({ trashOffered })}
      />
      {form.trashOffered ? (
        <div className="bay-setup__pair">
          <MoneyField
            id="setup-trash-price"
            label={t('trashPrice')}
            value={form.trashPrice}
            error={problem('trashPrice')}
            onChange={(trashPrice) => onChange({ trashPrice })}
          />
          <TimeField
            id="setup-trash-time"
            label={t('trashTime')}
            value={form.trashTime}
            error={problem('trashTime')}
            onChange={(trashTime) => onChange({ trashTime })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

const HULL_KINDS: readonly HullKind[] = ['mono', 'multi'];

/** The longest boat and the hulls the bay takes (each buoy may take less, in the layout). */
export function BoatLimitFields({ form, onChange, problem }: Props) {
  const t = useTranslations('BaySetupPage');
  const toggle = (kind: HullKind, on: boolean) =>
    onChange({
      hullKinds: HULL_KINDS.filter((each) => (each === kind ? on : form.hullKinds.includes(each))),
    });
  return (
    <fieldset className="bay-setup__group">
      <legend>{t('boatsHeading')}</legend>
      <DecimalField
        id="setup-max-loa"
        label={t('maxLoa')}
        value={form.maxLoa}
        error={problem('maxLoa')}
        onChange={(maxLoa) => onChange({ maxLoa })}
      />
      <fieldset
        className="bay-setup__choices"
        aria-describedby={problem('hullKinds') ? 'setup-hulls-error' : undefined}
      >
        <legend className="field__label">{t('hullKinds')}</legend>
        {HULL_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            id={`setup-hull-${kind}`}
            label={t(`hulls.${kind}`)}
            checked={form.hullKinds.includes(kind)}
            onChange={(on) => toggle(kind, on)}
          />
        ))}
        <FieldError id="setup-hulls-error" error={problem('hullKinds')} />
      </fieldset>
    </fieldset>
  );
}
