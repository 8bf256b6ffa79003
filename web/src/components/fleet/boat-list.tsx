'use client';

import { useTranslations } from 'next-intl';
import type { Boat } from '../../http/api-schema';
import { BoatFacts } from './boat-facts';

type Props = {
  boats: Boat[];
  onView: (boat: Boat) => void;
  onEdit: (boat: Boat) => void;
  onDelete: (boat: Boat) => void;
};

/** The caller's boats, newest first, each with its own actions (named with the boat for screen readers). */
export function BoatList({ boats, onView, onEdit, onDelete }: Props) {
  const t = useTranslations('FleetPage');
  if (boats.length === 0) return <p className="alert alert--info">{t('empty')}</p>;
  const action = (label: string, boat: Boat) => (
    <>
      {label}
      <span className="visually-hidden"> {boat.name}</span>
    </>
  );
  return (
    <ul className="boat-list">
      {boats.map((boat) => (
        <li key={boat.id} className="card boat-card">
          <h3>{boat.name}</h3>
          <BoatFacts boat={boat} full={false} />
          <div className="button-row">
            <button type="button" className="button button--secondary" onClick={() => onView(boat)}>
              {action(t('view'), boat)}
            </button>
            <button type="button" className="button button--secondary" onClick={() => onEdit(boat)}>
              {action(t('edit'), boat)}
            </button>
            <button type="button" className="button button--secondary" onClick={() => onDelete(boat)}>
              {action(t('delete'), boat)}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
