'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BaySetup } from '../../../http/api-schema';
import { FormAlert } from '../../auth/form-alert';
import { CancellationFields } from './cancellation-fields';
import { BoatLimitFields, ExtrasFields, VatField } from './charges-fields';
import { PlaceFields } from './place-fields';
import { refusalTargets } from './refusal-targets';
import { SeasonsFields } from './seasons-fields';
import { saveSetup } from './setup-api';
import { changedSections, type SetupSection } from './setup-changes';
import {
  checkSetupForm,
  hasProblems,
  noProblems,
  setupFormOf,
  type SetupField,
  type SetupForm as SetupValues,
  type SetupProblems,
} from './setup-form-model';
import { useProblemText } from './setup-inputs';
import { SetupSavedStatus } from './setup-saved-status';
import { DayStayFields, NightStayFields } from './stay-fields';

/** The server's refusal placed on the fields it can be about (refusal-targets.ts). */
function problemsOfRefusal(code: string, form: SetupValues, saved: SetupValues): SetupProblems {
  const problems = noProblems();
  for (const target of refusalTargets(code, form, saved)) {
    if ('season' in target)
      problems.seasons[target.season] = { ...problems.seasons[target.season], [target.field]: { code } };
    else problems.fields[target.field] = { code };
  }
  return problems;
}

/**
 * The bay's setup, saved whole (issue 27 item 2): the browser checks what it can read, the server
 * the ranges; a refusal shows at its field with the catalogue's message and in the summary.
 */
export function SetupForm({ setup, onSaved }: { setup: BaySetup; onSaved: (setup: BaySetup) => void }) {
  const t = useTranslations('BaySetupPage');
  const locale = useLocale();
  const api = useApiClient();
  const text = useProblemText();
  const saved = useMemo(() => setupFormOf(setup, locale), [setup, locale]);
  const [form, setForm] = useState(saved);
  const [problems, setProblems] = useState(noProblems);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [changed, setChanged] = useState<SetupSection[] | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  // The first field with a problem gets the focus, so a keyboard or screen reader lands on it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);

  const change = (patch: Partial<SetupValues>) => {
    setForm((current) => ({ ...current, ...patch }));
    setChanged(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = checkSetupForm(form, setup);
    setProblems(checked.problems);
    if (checked.change === null) return;
    setSending(true);
    const outcome = await saveSetup(api, setup.bay_id, checked.change);
    setSending(false);
    if (!outcome.ok) {
      setRefusal(outcome.error);
      setProblems(problemsOfRefusal(outcome.error.code, form, saved));
      return;
    }
    setChanged(changedSections(setup, outcome.value));
    setForm(setupFormOf(outcome.value, locale));
    onSaved(outcome.value);
  }

  const problem = (field: SetupField) => text(problems.fields[field]);
  const section = { form, onChange: change, problem };
  const clientProblems = refusal === null && hasProblems(problems);
  return (
    <form ref={formRef} className="bay-setup" noValidate onSubmit={(event) => void submit(event)}>
      <PlaceFields {...section} setup={setup} />
      <section className="backoffice-section" aria-labelledby="setup-stays">
        <h2 id="setup-stays">{t('staysHeading')}</h2>
        <p className="field__hint">{t('staysLead')}</p>
        <div className="bay-setup__groups">
          <NightStayFields {...section} />
          <DayStayFields {...section} />
        </div>
      </section>
      <section className="backoffice-section" aria-labelledby="setup-charges">
        <h2 id="setup-charges">{t('chargesHeading')}</h2>
        <div className="bay-setup__groups">
          <div className="bay-setup__group">
            <VatField {...section} setup={setup} />
          </div>
          <ExtrasFields {...section} />
          <BoatLimitFields {...section} />
        </div>
      </section>
      <SeasonsFields
        form={form}
        onChange={change}
        seasonProblems={problems.seasons}
        listProblem={problems.fields.seasons}
      />
      <CancellationFields {...section} />
      <div className="bay-setup__actions">
        <FormAlert summary={clientProblems ? t('fixFields') : null} error={refusal} />
        <SetupSavedStatus changed={changed} dirty={dirty} />
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
