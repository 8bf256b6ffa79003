import type { OperatorBay } from './backoffice-types';

/** A bay page's heading: which bay above what the page is, so a tab's title is never ambiguous. */
export function BayHeading({
  bay,
  title,
  lead,
}: {
  bay: Pick<OperatorBay, 'name'>;
  title: string;
  lead?: string;
}) {
  return (
    <div className="page-intro">
      <p className="bay-heading__bay">{bay.name}</p>
      <h1>{title}</h1>
      {lead === undefined ? null : <p className="page-intro__lead">{lead}</p>}
    </div>
  );
}
