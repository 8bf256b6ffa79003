'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { isErrorCode } from '../../../i18n/error-codes';
import { SymbolIcon } from '../../symbols/symbol-icon';
import type { BuoyRefusal, EditorAction, EditorBuoy } from './layout-editor-state';
import { MANAGEMENT_SYMBOLS } from './layout-symbols';

// The buoys as a list beside the map (issue 27 item 3): the keyboard's way to select them (then
// the side panel edits them), with what the server refused of each row.

type Props = {
  buoys: EditorBuoy[];
  selected: ReadonlySet<string>;
  refusals: Record<string, BuoyRefusal[]>;
  dispatch: (action: EditorAction) => void;
};

export function useRefusalText() {
  const t = useTranslations('LayoutEditor');
  const codes = useTranslations('ErrorCodes');
  return (refusal: BuoyRefusal) => {
    const message = isErrorCode(refusal.code) ? codes(refusal.code) : refusal.message;
    return refusal.otherLabel === null ? message : t('nearBuoy', { message, label: refusal.otherLabel });
  };
}

export function LayoutBuoyList({ buoys, selected, refusals, dispatch }: Props) {
  const t = useTranslations('LayoutEditor');
  const format = useFormatter();
  const refusalText = useRefusalText();
  const allSelected = buoys.length > 0 && buoys.every((buoy) => selected.has(buoy.key));
  return (
    <section className="layout-list" aria-labelledby="layout-list-title">
      <h2 id="layout-list-title">{t('listTitle', { count: buoys.length })}</h2>
      {buoys.length === 0 ? (
        <p className="backoffice-empty">{t('noBuoys')}</p>
      ) : (
        <div className="layout-list__scroll">
          <table className="layout-list__table">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    className="checkbox__input"
                    aria-label={t('selectAll')}
                    checked={allSelected}
                    onChange={() => dispatch({ type: allSelected ? 'selectNone' : 'selectAll' })}
                  />
                </th>
                <th scope="col">{t('label')}</th>
                <th scope="col">{t('management')}</th>
                <th scope="col">{t('maxLoaShort')}</th>
              </tr>
            </thead>
            <tbody>
              {buoys.map((buoy) => {
                const problems = refusals[buoy.key] ?? [];
                const symbol = MANAGEMENT_SYMBOLS[buoy.management_kind];
                return (
                  <tr
                    key={buoy.key}
                    className="layout-list__row"
                    data-label={buoy.label}
                    data-refused={problems.length > 0}
                    data-selected={selected.has(buoy.key)}
                  >
                    <td>
                      <input
                        type="checkbox"
                        className="checkbox__input"
                        aria-label={t('selectBuoy', { label: buoy.label })}
                        checked={selected.has(buoy.key)}
                        onChange={() => dispatch({ type: 'select', key: buoy.key, additive: true })}
                      />
                    </td>
                    <th scope="row">
                      {buoy.label}
                      {buoy.buoy_id === null ? <span className="layout-list__new">{t('new')}</span> : null}
                      {problems.map((problem, index) => (
                        <span key={index} className="layout-list__problem">
                          {refusalText(problem)}
                        </span>
                      ))}
                    </th>
                    <td>
                      <span className="layout-list__kind">
                        <SymbolIcon shape="buoy" glyph={symbol.glyph} tone={symbol.tone} />
                        {t(`kind.${buoy.management_kind}`)}
                      </span>
                    </td>
                    <td>{format.number(buoy.max_loa_cm / 100, { style: 'unit', unit: 'meter' })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
