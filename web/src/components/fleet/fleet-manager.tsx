'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useStoredSession } from '../../hooks/use-stored-session';
import type { Boat } from '../../http/api-schema';
import { BoatFacts } from './boat-facts';
import { BoatForm } from './boat-form';
import { BoatList } from './boat-list';
import { DeleteBoatDialog } from './delete-boat-dialog';
import { loadFleet } from './fleet-api';
import './fleet.css';

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; boat: Boat } | { kind: 'view'; boat: Boat };

const HEADING_ID = 'fleet-view-heading';

/** Each change of view moves the focus to its heading, so keyboard and screen reader users follow. */
function useFocusOnChange(view: View) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(HEADING_ID)?.focus();
  }, [view]);
}

// My Fleet (spec §2): rendered inside the dashboard's session guard, so a session is held.
export function FleetManager() {
  const t = useTranslations('FleetPage');
  const api = useApiClient();
  const session = useStoredSession();
  // Keyed by the user too, so that the next user on this browser never sees the last one's boats.
  const owner = session.signedIn ? session.user.email : null;
  const fleet = useSWR(owner === null ? null : ['/v1/fleet', owner], () => loadFleet(api));
  const [view, setView] = useState<View>({ kind: 'list' });
  const [deleting, setDeleting] = useState<Boat | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useFocusOnChange(view);

  function show(next: View, message: string | null = null) {
    setNotice(message);
    setView(next);
  }

  function saved(boat: Boat, message: string) {
    // An edited boat keeps its place; a new one comes first, as the list is newest first.
    void fleet.mutate((boats = []) =>
      boats.some((other) => other.id === boat.id)
        ? boats.map((other) => (other.id === boat.id ? boat : other))
        : [boat, ...boats],
    );
    show({ kind: 'list' }, message);
  }

  function deleted(boat: Boat) {
    setDeleting(null);
    void fleet.mutate((boats = []) => boats.filter((other) => other.id !== boat.id));
    show({ kind: 'list' }, t('deleted', { name: boat.name }));
  }

  const heading = (text: string) => (
    <h2 id={HEADING_ID} tabIndex={-1}>
      {text}
    </h2>
  );
  const back = (
    <button type="button" className="button button--secondary" onClick={() => show({ kind: 'list' })}>
      {t('back')}
    </button>
  );

  return (
    <section className="account-section" aria-labelledby={HEADING_ID}>
      <div role="status" className="fleet-notice">
        {notice ? <p className="alert alert--success">{notice}</p> : null}
      </div>
      {view.kind === 'add' || view.kind === 'edit' ? (
        <>
          {heading(view.kind === 'add' ? t('addHeading') : t('editHeading', { name: view.boat.name }))}
          <BoatForm
            key={view.kind === 'edit' ? view.boat.id : 'new'}
            boat={view.kind === 'edit' ? view.boat : undefined}
            labelledBy={HEADING_ID}
            onCancel={() => show({ kind: 'list' })}
            onSaved={(boat) => saved(boat, t(view.kind === 'add' ? 'added' : 'saved', { name: boat.name }))}
          />
        </>
      ) : view.kind === 'view' ? (
        <>
          {heading(t('detailsOf', { name: view.boat.name }))}
          <BoatFacts boat={view.boat} full />
          <div className="button-row boat-view__actions">
            <button type="button" className="button" onClick={() => show({ kind: 'edit', boat: view.boat })}>
              {t('edit')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDeleting(view.boat)}>
              {t('delete')}
            </button>
            {back}
          </div>
        </>
      ) : (
        <>
          <div className="fleet-toolbar">
            {heading(t('listHeading'))}
            <button type="button" className="button" onClick={() => show({ kind: 'add' })}>
              {t('addBoat')}
            </button>
          </div>
          {fleet.data ? (
            <BoatList
              boats={fleet.data}
              onView={(boat) => show({ kind: 'view', boat })}
              onEdit={(boat) => show({ kind: 'edit', boat })}
              onDelete={setDeleting}
            />
          ) : fleet.error && !fleet.isLoading ? (
            <div role="alert" className="alert alert--error">
              <p className="alert__title">{t('loadFailed')}</p>
              <button type="button" className="button button--secondary" onClick={() => void fleet.mutate()}>
                {t('retry')}
              </button>
            </div>
          ) : (
            <p role="status">{t('loading')}</p>
          )}
        </>
      )}
      {deleting ? (
        <DeleteBoatDialog boat={deleting} onDeleted={deleted} onClose={() => setDeleting(null)} />
      ) : null}
    </section>
  );
}
