'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BayLayoutVerdict, LayoutRow } from '../../../http/api-schema';
import { FormAlert } from '../../auth/form-alert';
import { sendBayLayout } from './layout-api';
import { useRefusalText } from './layout-buoy-list';
import { templateBuoy, type EditorBuoy } from './layout-editor-state';
import { parseLayoutFile, type ParsedLayout } from './layout-file';

// Import (issue 27 item 3): a CSV or GeoJSON file becomes the whole layout only after a preview,
// the server's dry run of its rows, lists every row that file or server refuse and why. Apply puts
// the rows in the editor (refusals marked on the map), and Save sends them.

type Verdict = Pick<BayLayoutVerdict, 'refused_rows' | 'bookings_in_the_way'> &
  Partial<Pick<BayLayoutVerdict, 'added' | 'updated' | 'removed'>>;
type Preview = { fileName: string; parsed: ParsedLayout; verdict: Verdict };

type Props = {
  bayId: string;
  buoys: EditorBuoy[];
  onApply: (rows: LayoutRow[], verdict: Verdict) => void;
};

function PreviewRows({ preview }: { preview: Preview }) {
  const t = useTranslations('LayoutEditor');
  const refusalText = useRefusalText();
  const { parsed, verdict } = preview;
  const fileRow = (index: number) => parsed.fileRows[index] ?? index + 1;
  const fileProblems = parsed.problems.map((problem) => ({
    row: problem.row,
    text: t(`fileProblem.${problem.problem}`, { field: t(`field.${problem.field}`) }),
  }));
  const serverProblems = verdict.refused_rows.map((refused) => {
    const message = refusalText({ code: refused.code, message: refused.message, otherLabel: null });
    const other = refused.other_row_index;
    return {
      row: fileRow(refused.row_index),
      text: other === null ? message : t('nearRow', { message, row: fileRow(other) }),
    };
  });
  const problems = [...fileProblems, ...serverProblems].sort((a, b) => a.row - b.row);
  if (problems.length === 0) return <p className="alert alert--success">{t('previewClean')}</p>;
  return (
    <ul className="layout-import__problems" aria-label={t('previewProblems', { count: problems.length })}>
      {problems.map((problem, index) => (
        <li key={index}>{t('rowProblem', { row: problem.row, problem: problem.text })}</li>
      ))}
    </ul>
  );
}

export function LayoutImport({ bayId, buoys, onApply }: Props) {
  const t = useTranslations('LayoutEditor');
  const api = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);

  async function read(file: File) {
    setPreview(null);
    setError(null);
    setUnreadable(null);
    const parsed = parseLayoutFile(file.name, await file.text(), templateBuoy(buoys));
    if (parsed.unreadable !== null) return setUnreadable(t(`unreadable.${parsed.unreadable}`));
    setChecking(true);
    const answer = await sendBayLayout(api, bayId, parsed.rows, true);
    setChecking(false);
    if (answer.kind === 'failed') return setError(answer.error);
    const verdict = answer.kind === 'verdict' ? answer.verdict : answer.refusal;
    setPreview({ fileName: file.name, parsed, verdict });
  }

  function close() {
    setPreview(null);
    if (input.current) input.current.value = '';
  }

  return (
    <section className="layout-import" aria-labelledby="layout-import-title">
      <h2 id="layout-import-title">{t('importTitle')}</h2>
      <div className="field">
        <label className="field__label" htmlFor="layout-import-file">
          {t('importFile')}
        </label>
        <p className="field__hint" id="layout-import-hint">
          {t('importHint')}
        </p>
        <input
          ref={input}
          id="layout-import-file"
          type="file"
          accept=".csv,.geojson,.json,text/csv,application/geo+json,application/json"
          aria-describedby="layout-import-hint"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void read(file);
          }}
        />
      </div>
      {checking ? <p role="status">{t('checking')}</p> : null}
      <FormAlert summary={unreadable} error={error} />
      {preview === null ? null : (
        <div className="layout-import__preview" role="region" aria-labelledby="layout-preview-title">
          <h3 id="layout-preview-title">{t('previewTitle', { file: preview.fileName })}</h3>
          <p>
            {t('previewCounts', {
              rows: preview.parsed.rows.length,
              added: preview.verdict.added ?? 0,
              updated: preview.verdict.updated ?? 0,
              removed: preview.verdict.removed ?? 0,
            })}
          </p>
          <PreviewRows preview={preview} />
          {preview.verdict.bookings_in_the_way.length > 0 ? (
            <p className="alert alert--info">
              {t('previewBookings', { count: preview.verdict.bookings_in_the_way.length })}
            </p>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button"
              disabled={preview.parsed.rows.length === 0}
              onClick={() => {
                onApply(preview.parsed.rows, preview.verdict);
                close();
              }}
            >
              {t('apply')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
