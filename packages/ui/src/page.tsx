import { type ReactNode, useEffect } from 'react';

/** A page body with its heading; also sets the document title so every route is announced. */
export function Page({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Callout`;
  }, [title]);
  return (
    <div className="page container">
      <h1>{title}</h1>
      {lead ? <p className="page__lead">{lead}</p> : null}
      {children}
    </div>
  );
}
