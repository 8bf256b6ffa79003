'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import type { BoatModel } from '../../http/api-schema';
import { CheckboxField } from '../forms/checkbox-field';
import { FormField } from '../forms/form-field';
import { SearchCombobox, type ComboboxTexts } from '../forms/search-combobox';
import { useBoatFieldMessage, useBoatTypeName } from './boat-field-messages';
import { TEXT_MAX, type BoatFormKind, type BoatFormValues } from './boat-form-model';
import { modelPickChanges } from './model-pick';
import { boatFieldId, type BoatFormState } from './use-boat-form';
import { searchBrands, searchModels } from './fleet-api';

type Props = { form: BoatFormState; idPrefix: string; kind: BoatFormKind; legend?: string };

function useListTexts(): (label: string, hint: string, listLabel: string) => ComboboxTexts {
  const t = useTranslations('FleetPage');
  return (label, hint, listLabel) => ({
    label,
    hint,
    listLabel,
    noResults: t('noResults'),
    failed: t('searchFailed'),
    count: (count) => t('resultCount', { count }),
  });
}

/** Switching to "add as new" carries over what was typed in the searches. */
function asNewChanges(values: BoatFormValues, asNew: boolean): Partial<BoatFormValues> {
  if (!asNew) return { asNew };
  return {
    asNew,
    customBrand: values.customBrand || values.brandText,
    customModel: values.customModel || values.modelText,
  };
}

// spec §3: the brand is picked before the model, each from catalog's searchable lists; a boat
// not in them is added as new, with its brand and model typed in.
export function BrandModelFields({ form, idPrefix, kind, legend }: Props) {
  const t = useTranslations('FleetPage');
  const locale = useLocale();
  const api = useApiClient();
  const fieldMessage = useBoatFieldMessage();
  const typeName = useBoatTypeName();
  const listTexts = useListTexts();
  const { values, errors, change } = form;
  const brand = values.brand;
  const id = (field: 'brand' | 'model') => boatFieldId(idPrefix, field);

  return (
    <fieldset className="boat-form__group">
      <legend className="field__label">{legend ?? t('brandModel')}</legend>
      {values.asNew ? (
        <>
          <FormField
            id={id('brand')}
            label={t('brand')}
            value={values.customBrand}
            error={fieldMessage(errors.brand)}
            autoComplete="off"
            maxLength={TEXT_MAX}
            onChange={(customBrand) => change({ customBrand })}
          />
          <FormField
            id={id('model')}
            label={t('model')}
            value={values.customModel}
            error={fieldMessage(errors.model)}
            autoComplete="off"
            maxLength={TEXT_MAX}
            onChange={(customModel) => change({ customModel })}
          />
        </>
      ) : (
        <>
          <SearchCombobox
            id={id('brand')}
            texts={listTexts(t('brand'), t('brandHint'), t('brandList'))}
            text={values.brandText}
            error={fieldMessage(errors.brand)}
            cacheKey="boat-brands"
            load={(query) => searchBrands(api, query)}
            onTextChange={(brandText) => change({ brandText, brand: null, model: null, modelText: '' })}
            onPick={(picked) => change({ brand: picked, brandText: picked.name, model: null, modelText: '' })}
          />
          <SearchCombobox<BoatModel>
            id={id('model')}
            texts={listTexts(t('model'), brand ? t('modelHint') : t('modelDisabledHint'), t('modelList'))}
            text={values.modelText}
            error={fieldMessage(errors.model)}
            disabled={brand === null}
            cacheKey={`boat-models-${brand?.id ?? ''}`}
            load={(query) => (brand ? searchModels(api, brand.id, query) : Promise.resolve([]))}
            describe={(model) => (model.boat_type ? typeName(model.boat_type) : null)}
            onTextChange={(modelText) => change({ modelText, model: null })}
            // A listed model knows its type and sizes: they fill the fields still empty.
            onPick={(picked) => change(modelPickChanges(values, picked, kind, locale))}
          />
        </>
      )}
      <CheckboxField
        id={`${idPrefix}-as-new`}
        label={t('asNew')}
        checked={values.asNew}
        onChange={(asNew) => change(asNewChanges(values, asNew))}
      />
    </fieldset>
  );
}
