'use client';

import { useTranslations } from 'next-intl';

// The editor's bar: the ways to add a buoy on the left, whether anything is unsaved with Save
// and Discard on the right (below them on a phone).

type Props = {
  adding: boolean;
  dirty: boolean;
  saving: boolean;
  onToggleAdding: () => void;
  onAddAtPin: () => void;
  onSave: () => void;
  onDiscard: () => void;
};

export function LayoutToolbar(props: Props) {
  const t = useTranslations('LayoutEditor');
  return (
    <div className="layout-editor__bar">
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={props.adding}
          onClick={props.onToggleAdding}
        >
          {props.adding ? t('addingOn') : t('addOnMap')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onAddAtPin}>
          {t('addAtPin')}
        </button>
      </div>
      <div className="layout-editor__save">
        <p className="layout-editor__state" data-unsaved={props.dirty}>
          {props.dirty ? t('unsaved') : t('allSaved')}
        </p>
        <button
          type="button"
          className="button"
          disabled={!props.dirty || props.saving}
          onClick={props.onSave}
        >
          {props.saving ? t('saving') : t('save')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!props.dirty || props.saving}
          onClick={props.onDiscard}
        >
          {t('discard')}
        </button>
      </div>
    </div>
  );
}
