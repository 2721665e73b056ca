// The bell of a module's home (the provider's dashboard, the console's home): it toggles the list of what
// the server wrote for this account, each notice linking where it says. The list, its call and its checks
// load with its own chunk the first time the bell is opened, so the home's first paint does not wait for
// them; the notices load on each opening.
import { Icon } from '@callout/ui/icon';
import { ListState } from '@callout/ui/list-state';
import { retriedLazy } from '@callout/ui/module-page';
import { Suspense, useId, useState } from 'react';
import type { NotificationsBellProps } from './notifications-props';

const NotificationsList = retriedLazy(() => import('./notifications-list'));

export function NotificationsBell({ call, queryKey, prefix, labels }: NotificationsBellProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={`${prefix}-bell`}>
      <button
        type="button"
        className={`${prefix}-icon-button`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="bell" />
        <span className="visually-hidden">{labels.toggle}</span>
      </button>
      <section id={listId} className={`card ${prefix}-bell__panel`} hidden={!open} aria-label={labels.title}>
        {open ? (
          <Suspense fallback={<ListState status="loading" hasItems={false} emptyText="" labels={labels} />}>
            <NotificationsList call={call} queryKey={queryKey} prefix={prefix} labels={labels} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
