// One repeat booking on the provider's series page: the service, the customer, how often, the arrival
// window, its status and next visit, and what the provider may do now. Pause while it is active; resume a
// pause of their own (the customer's pause is theirs to lift); end it while it is active or paused, after a
// confirmation. The server's words say how each change went or why it was refused, and take the focus, so a
// keyboard user whose button has just gone (Pause becomes Resume) hears the outcome and stays in the card.
import type { OrderSeries, SeriesStatusInput } from '@callout/contracts/order-series';
import { formatJobDay } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation, useQueryClient } from '@callout/query';
import { Link } from '@callout/router';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { useEffect, useRef } from 'react';
import { paths } from '../../../config/paths';
import { confirmAction } from '../../../lib/dialogs';
import { changeSeriesStatus } from '../api/change-series-status';
import { providerSeriesQueryKey } from '../api/get-provider-series';

type Action = SeriesStatusInput['action'];

/** The changes the provider may make to the series as it stands, in the order they are shown. */
export function actionsFor(series: OrderSeries): Action[] {
  const actions: Action[] = [];
  if (series.Status === 'ACTIVE') actions.push('PAUSE');
  if (series.Status === 'PAUSED' && series.PausedBy !== 'customer') actions.push('RESUME');
  if (series.Status === 'ACTIVE' || series.Status === 'PAUSED') actions.push('END');
  return actions;
}

export function SeriesCard({ series }: { series: OrderSeries }) {
  const { t } = useTranslation('provider');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: Action) => changeSeriesStatus({ seriesid: series.ID, action }),
    // The customer's side is the server's to tell; here the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerSeriesQueryKey }),
  });
  const outcome = useRef<HTMLDivElement>(null);
  const settled = change.isSuccess || change.isError;
  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled]);

  const act = (action: Action) => {
    if (action === 'END' && !confirmAction(t('series.confirmEnd'))) return;
    change.mutate(action);
  };
  const titleId = `pv-series-${series.ID}`;
  const next = series.Next;
  const nextWhen = next ? formatJobDay(next.Date, `${next.Start}–${next.End}`) : null;
  return (
    <li className="card pv-series" aria-labelledby={titleId}>
      <h2 id={titleId} className="pv-row__title">
        {series.Product}
      </h2>
      <p className="pv-row__meta">
        {t(`series.cadence.${series.Cadence}`)} ·{' '}
        {t('series.window', { window: `${series.Start}–${series.End}` })} · {series.ZipCode}
      </p>
      <p className="pv-row__meta">{t('series.customer', { name: series.With || t('series.noName') })}</p>
      <p>
        <span className={`pv-status pv-status--${series.Status.toLowerCase()}`}>
          {t(`series.status.${series.Status}`)}
        </span>
      </p>
      {series.Status === 'PAUSED' && series.PausedBy ? (
        <p className="pv-row__meta">{t(`series.pausedBy.${series.PausedBy}`)}</p>
      ) : null}
      {series.Status === 'PENDING' ? <p className="pv-row__meta">{t('series.pendingHint')}</p> : null}
      <p className="pv-row__meta">
        {nextWhen === null ? (
          t('series.noneLeft')
        ) : next?.OrderID ? (
          <Link to={paths.orderDetails.getHref(next.OrderID)}>{t('series.next', { when: nextWhen })}</Link>
        ) : (
          t('series.next', { when: nextWhen })
        )}
      </p>
      {actionsFor(series).length ? (
        <div className="pv-series__actions">
          {actionsFor(series).map((action) => (
            <Button
              key={action}
              variant="secondary"
              loading={change.isPending && change.variables === action}
              disabled={change.isPending && change.variables !== action}
              onClick={() => act(action)}
            >
              {t(`series.actions.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <div ref={outcome} tabIndex={-1} aria-live="polite" className="pv-series__outcome">
        {change.isError ? <Notice tone="error">{messageFor(change.error, t('series.failed'))}</Notice> : null}
        {change.isSuccess ? <Notice tone="info">{change.data.message}</Notice> : null}
      </div>
    </li>
  );
}
