'use client';

import { useTranslations } from 'next-intl';
import { useRefusalText } from './layout-buoy-list';
import type { EditorAction, EditorState } from './layout-editor-state';

// What the server refused, buoy by buoy, above the map: each buoy's button selects it, so the
// panel can fix it (the same refusals are marked on the map and in the list).

type Props = { state: Pick<EditorState, 'buoys' | 'refusals'>; dispatch: (action: EditorAction) => void };

export function LayoutRefusals({ state, dispatch }: Props) {
  const t = useTranslations('LayoutEditor');
  const refusalText = useRefusalText();
  const refused = state.buoys.filter((buoy) => (state.refusals[buoy.key] ?? []).length > 0);
  if (refused.length === 0) return null;
  return (
    <section className="layout-refusals" aria-labelledby="layout-refusals-title">
      <h2 id="layout-refusals-title">{t('refusalsTitle', { count: refused.length })}</h2>
      <ul className="layout-refusals__list">
        {refused.map((buoy) => (
          <li key={buoy.key}>
            <button
              type="button"
              className="layout-refusals__buoy"
              onClick={() => dispatch({ type: 'select', key: buoy.key, additive: false })}
            >
              {t('oneSelected', { label: buoy.label })}
            </button>
            {': '}
            {(state.refusals[buoy.key] ?? []).map(refusalText).join('; ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
