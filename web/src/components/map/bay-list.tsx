'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, type KeyboardEvent } from 'react';
import { bayPinSymbol } from '../../map/map-symbols';
import type { BaySummary } from '../../http/api-schema';
import { RetryAlert } from '../content/retry-alert';
import { SymbolIcon } from '../symbols/symbol-icon';
import type { BayMisfit } from './use-bay-misfit';

// The bays in the map's viewport, beside the map (issue 5 item 8): the same pins, as a list
// that works by keyboard. Tab reaches the list, arrows, Home and End move, Enter opens a bay.

type Props = {
  bays: BaySummary[];
  selectedSlug: string | null;
  state: 'loading' | 'failed' | 'ready';
  /** The list is about to change to the map's new view (announced as busy). */
  updating: boolean;
  /** Why the chosen boat fits no buoy of a bay, as its pin says (issue 28 item 1). */
  misfit?: BayMisfit;
  onSelect: (slug: string) => void;
  onRetry: () => void;
  /** Why the bays failed when it is the boater's to fix (dates in the past), not a retry's. */
  failedTitle?: string;
};

export function BayList(props: Props) {
  const { bays, selectedSlug, state, updating, onSelect, onRetry, failedTitle } = props;
  const t = useTranslations('MapPage');
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const current = buttons.findIndex((button) => button === document.activeElement);
    const last = buttons.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? Math.min(last, current + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, current - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null || buttons.length === 0) return;
    event.preventDefault();
    buttons[target]?.focus();
  }

  return (
    <section className="bay-list" aria-labelledby={headingId} aria-busy={updating}>
      <h2 id={headingId} className="bay-list__heading">
        {t('baysHeading')}
      </h2>
      <p className="bay-list__count" role="status">
        {state === 'loading' && bays.length === 0 ? t('baysLoading') : t('baysCount', { count: bays.length })}
      </p>
      {state === 'failed' ? (
        <RetryAlert title={failedTitle ?? t('baysFailed')} retryLabel={t('retry')} onRetry={onRetry} />
      ) : null}
      {bays.length === 0 && state === 'ready' ? <p>{t('baysEmpty')}</p> : null}
      {bays.length > 0 ? <p className="field__hint">{t('listHelp')}</p> : null}
      <ul ref={listRef} className="bay-list__items" onKeyDown={onKeyDown}>
        {bays.map((bay) => {
          const symbol = bayPinSymbol(bay);
          const misfit = props.misfit?.(bay) ?? null;
          return (
            <li key={bay.slug}>
              <button
                type="button"
                className={`bay-list__item${misfit === null ? '' : ' bay-list__item--misfit'}`}
                aria-current={bay.slug === selectedSlug ? 'true' : undefined}
                data-slug={bay.slug}
                onClick={() => onSelect(bay.slug)}
              >
                <SymbolIcon shape="pin" glyph={symbol.glyph} tone={symbol.tone} />
                <span className="bay-list__text">
                  <span className="bay-list__name">{bay.name}</span>
                  <span className="bay-list__state">
                    {t(`pins.${symbol.label}`)}
                    {bay.free_buoys === null ||
                    bay.buoy_counts.digital === 0 ||
                    !bay.bookable_online ? null : (
                      <> · {t('freeBuoys', { count: bay.free_buoys })}</>
                    )}
                  </span>
                  {misfit === null ? null : <span className="bay-list__misfit">{misfit}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
