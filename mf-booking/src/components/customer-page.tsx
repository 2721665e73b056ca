// A customer screen of this module (components/customer-frame.tsx), with the draft so far beside the
// booking steps.

import { useLocation } from '@callout/router';
import { paths } from '../config/paths';
import { CustomerFrame, type CustomerFrameProps } from './customer-frame';
import { DraftPanel } from './draft-panel';

/** The booking steps that draw the draft so far beside them on wide screens (negotiate shows it in full). */
const stepsWithDraftPanel: ReadonlySet<string> = new Set(
  [paths.location, paths.category, paths.specifics, paths.choose, paths.providers].map((path) => path.path),
);

export function CustomerPage({ title, lead, children }: CustomerFrameProps) {
  const { pathname } = useLocation();
  return (
    <CustomerFrame title={title} lead={lead}>
      {stepsWithDraftPanel.has(pathname) ? (
        <div className="bk-step">
          <div className="bk-step__main">{children}</div>
          <DraftPanel />
        </div>
      ) : (
        children
      )}
    </CustomerFrame>
  );
}
