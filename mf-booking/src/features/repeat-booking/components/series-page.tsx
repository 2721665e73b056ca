// /series/:id: one repeat booking, as its customer manages it. It lists the series' next visits (booked with
// their order, to be booked, skipped, or waiting for the customer's choice), and lets the customer pause,
// resume (a pause of their own; the provider's pause says so instead) or end the series and skip a visit. A visit its provider cannot take offers the other providers
// free in its window, or a skip. The server's words say how each change went, or why it was refused.
import type { OrderSeries, SeriesVisit } from '@callout/contracts/order-series';
import { formatJobDay, formatMoney } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation, useQueryClient } from '@callout/query';
import { Link, useParams } from '@callout/router';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { CustomerPage } from '../../../components/customer-page';
import { paths } from '../../../config/paths';
import {
  changeOneSeries,
  type SeriesPageChange,
  useAlternatives,
  useOneSeries,
} from '../api/series-page-calls';

const whenOf = (visit: SeriesVisit) => formatJobDay(visit.Date, `${visit.Start}–${visit.End}`);

/** One change at a time; the series (and the dashboard's list) read again once it is settled. */
function useSeriesChange(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SeriesPageChange) => changeOneSeries(seriesId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['series', 'user'] }),
  });
}
type SeriesChange = ReturnType<typeof useSeriesChange>;

function ChoiceForVisit({
  series,
  visit,
  change,
}: {
  series: OrderSeries;
  visit: SeriesVisit;
  change: SeriesChange;
}) {
  const { t } = useTranslation('booking');
  const alternatives = useAlternatives(series.ID, visit.Date);
  const headingId = `bk-choice-${visit.Date}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('seriesPage.choice.title', { when: whenOf(visit) })}</h3>
      <p>{t(`seriesPage.reasons.${visit.Reason ?? 'PROVIDER_BUSY'}`)}</p>
      {alternatives.isPending ? <Spinner label={t('seriesPage.choice.loading')} /> : null}
      {alternatives.isError ? (
        <Notice tone="error">{messageFor(alternatives.error, t('seriesPage.choice.failed'))}</Notice>
      ) : null}
      {alternatives.data && !alternatives.data.providers.length ? <p>{alternatives.data.message}</p> : null}
      {alternatives.data?.providers.length ? (
        <ul className="bk-rows" aria-label={t('seriesPage.choice.others')}>
          {alternatives.data.providers.map((provider) => {
            const name = [provider.FirstName, provider.LastName].filter(Boolean).join(' ');
            return (
              <li key={provider.PersonnelID} className="card bk-row">
                <span className="bk-row__title">{name}</span>
                <span>{formatMoney(provider.Price)}</span>
                <Button
                  variant="primary"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate({ kind: 'provider', date: visit.Date, provider: provider.PersonnelID })
                  }
                >
                  {t('seriesPage.choice.book', { name })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="bk-actions">
        <Button
          variant="secondary"
          disabled={change.isPending}
          onClick={() => change.mutate({ kind: 'skip', date: visit.Date })}
        >
          {t('seriesPage.skipVisit', { when: whenOf(visit) })}
        </Button>
      </div>
    </section>
  );
}

function VisitRow({
  series,
  visit,
  change,
}: {
  series: OrderSeries;
  visit: SeriesVisit;
  change: SeriesChange;
}) {
  const { t } = useTranslation('booking');
  const open = series.Status === 'ACTIVE' || series.Status === 'PAUSED';
  return (
    <li className="card bk-row">
      <span className="bk-row__title">{whenOf(visit)}</span>
      <span className="bk-status">{t(`seriesPage.visitStatus.${visit.Status}`)}</span>
      {visit.Status === 'SKIPPED' && visit.Reason === 'TOO_SOON' ? (
        <span className="bk-row__meta">{t('seriesPage.reasons.TOO_SOON')}</span>
      ) : null}
      {visit.OrderID ? (
        <Link to={paths.orderDetails.getHref(visit.OrderID)}>
          {t('seriesPage.openOrder', { when: whenOf(visit) })}
        </Link>
      ) : null}
      {visit.Status === 'UPCOMING' && open ? (
        <Button
          variant="secondary"
          disabled={change.isPending}
          onClick={() => change.mutate({ kind: 'skip', date: visit.Date })}
        >
          {t('seriesPage.skipVisit', { when: whenOf(visit) })}
        </Button>
      ) : null}
    </li>
  );
}

function SeriesView({ series }: { series: OrderSeries }) {
  const { t } = useTranslation('booking');
  const change = useSeriesChange(series.ID);
  const visits = series.Upcoming ?? (series.Next ? [series.Next] : []);
  const waiting = visits.filter((visit) => visit.Status === 'NEEDS_CHOICE');
  const extra = series.NeedsChoice.filter((visit) => !waiting.some((shown) => shown.Date === visit.Date));
  const choices = [...extra, ...waiting];
  const end = () => {
    if (window.confirm(t('seriesPage.confirmEnd'))) change.mutate({ kind: 'status', action: 'END' });
  };
  return (
    <>
      <p>
        <span className="bk-row__title">{series.Product}</span>
        {' · '}
        {t(`repeat.cadences.${series.Cadence}`)}
        {series.With ? ` · ${series.With}` : null}
        {' · '}
        <span className="bk-status">{t(`repeat.dashboard.status.${series.Status}`)}</span>
      </p>
      {series.Status === 'PAUSED' && series.PausedBy === 'provider' ? (
        <p>{t('seriesPage.pausedByProvider')}</p>
      ) : null}
      <div className="bk-actions">
        {series.Status === 'ACTIVE' ? (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'status', action: 'PAUSE' })}
          >
            {t('seriesPage.pause')}
          </Button>
        ) : null}
        {series.Status === 'PAUSED' && series.PausedBy !== 'provider' ? (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'status', action: 'RESUME' })}
          >
            {t('seriesPage.resume')}
          </Button>
        ) : null}
        {series.Status === 'ACTIVE' || series.Status === 'PAUSED' || series.Status === 'PENDING' ? (
          <Button variant="secondary" disabled={change.isPending} onClick={end}>
            {t('seriesPage.end')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {change.isError ? (
          <Notice tone="error">{messageFor(change.error, t('seriesPage.failed'))}</Notice>
        ) : null}
        {change.data ? <Notice tone="info">{change.data.message}</Notice> : null}
      </div>
      {choices.map((visit) => (
        <ChoiceForVisit key={visit.Date} series={series} visit={visit} change={change} />
      ))}
      <h2 id="bk-visits-title">{t('seriesPage.visits')}</h2>
      {visits.length ? (
        <ul className="bk-rows" aria-labelledby="bk-visits-title">
          {visits.map((visit) => (
            <VisitRow key={visit.Date} series={series} visit={visit} change={change} />
          ))}
        </ul>
      ) : (
        <p>{t('repeat.dashboard.noneLeft')}</p>
      )}
    </>
  );
}

export default function SeriesPage() {
  const { t } = useTranslation('booking');
  const { id = '' } = useParams();
  const series = useOneSeries(id);
  return (
    <CustomerPage title={t('seriesPage.title')}>
      {series.isPending ? <Spinner label={t('seriesPage.loading')} /> : null}
      {series.isError ? (
        <Notice tone="error">{messageFor(series.error, t('seriesPage.failed'))}</Notice>
      ) : null}
      {series.data === null ? <Notice tone="error">{t('seriesPage.notFound')}</Notice> : null}
      {series.data ? <SeriesView series={series.data} /> : null}
      <p className="bk-backlinks">
        <Link to={paths.dashboard.getHref()}>{t('seriesPage.back')}</Link>
      </p>
    </CustomerPage>
  );
}
