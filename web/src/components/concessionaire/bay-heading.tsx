'use client';

import type { OperatorBay } from './backoffice-types';
import { BayStatusBadge } from './publishing/bay-status-badge';

/**
 * A bay page's heading: which bay, with its draft, live or hidden badge, above what the page is,
 * so a tab's title is never ambiguous.
 */
export function BayHeading({
  bay,
  title,
  lead,
}: {
  bay: Pick<OperatorBay, 'bay_id' | 'name'>;
  title: string;
  lead?: string;
}) {
  return (
    <div className="page-intro">
      <p className="bay-heading__bay">
        {bay.name} <BayStatusBadge bayId={bay.bay_id} />
      </p>
      <h1>{title}</h1>
      {lead === undefined ? null : <p className="page-intro__lead">{lead}</p>}
    </div>
  );
}
