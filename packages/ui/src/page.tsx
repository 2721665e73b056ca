import type { ReactNode } from 'react';

/** A page body with its heading. The shell names the page in the document's title, by its route. */
export function Page({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="page container">
      <h1>{title}</h1>
      {lead ? <p className="page__lead">{lead}</p> : null}
      {children}
    </div>
  );
}
