import type { ReactNode } from 'react';

export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="page-intro">
      <h1>{title}</h1>
      {children}
      {lead ? <p className="page-intro__lead">{lead}</p> : null}
    </div>
  );
}
