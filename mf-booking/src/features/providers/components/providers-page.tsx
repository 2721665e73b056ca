// /service/providers: pick a date (today to 60 days ahead) and a provider, or publish the job for bids.
// Only providers whose service area covers the job's postcode are listed, nearest first; the customer may
// sort them by price or rating instead. A PER HOUR service asks how many hours first, and the chosen
// provider's arrival windows fit that length.
import {
  bidProvider,
  cancelRightDays,
  isPublishedJob,
  startsWithinCancelRight,
} from '@callout/contracts/booking';
import { bookingWindow } from '@callout/contracts/fields';
import { addDays } from '@callout/contracts/london-time';
import { type ProviderSort, providerSortSchema } from '@callout/contracts/service-area';
import { useTranslation } from '@callout/i18n/react';
import { Link, useNavigate } from '@callout/router';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { LoadMore } from '@callout/ui/load-more';
import { Notice } from '@callout/ui/notice';
import { SearchBox } from '@callout/ui/search-box';
import { useEffect, useId, useRef, useState } from 'react';
import { CustomerPage } from '../../../components/customer-page';
import { DraftProblem } from '../../../components/draft-problem';
import { DraftWait } from '../../../components/draft-wait';
import { ProviderCard } from '../../../components/provider-card';
import { paths } from '../../../config/paths';
import { useDraftGuard } from '../../../hooks/use-draft-guard';
import { useListLabels } from '../../../hooks/use-list-labels';
import { confirmAction } from '../../../lib/dialogs';
import { applyChoice } from '../../../lib/draft-steps';
import { useArrivalWindows } from '../../arrival-windows/api/get-arrival-windows';
import { ArrivalWindowPicker } from '../../arrival-windows/components/arrival-window-picker';
import { publishedWindows } from '../../arrival-windows/lib/published-windows';
import { useProducts } from '../../catalog/api/get-products';
import { HoursPicker } from '../../job-hours/components/hours-picker';
import { JobNotesFields, noteTooLong } from '../../job-notes/components/job-notes-fields';
import { RepeatBookingFields } from '../../repeat-booking/components/repeat-booking-fields';
import { pagesProviders, useActiveProviders } from '../api/get-active-providers';
import { usePickedDate } from '../hooks/use-picked-date';
import { providerSorts, sortProviders } from '../lib/sort-providers';
import { StartNowRequest } from './start-now-request';

const sortLabels = { distance: 'sortDistance', price: 'sortPrice', rating: 'sortRating' } as const;

export default function ProvidersPage() {
  const { t } = useTranslation('booking');
  const listLabels = useListLabels();
  const navigate = useNavigate();
  const { draft, ready, update, error } = useDraftGuard('providers');
  const range = bookingWindow();
  // Coming back to this page, or reloading it, shows the date picked before, until another is picked.
  const [schedule, setSchedule] = usePickedDate(ready);
  const [chosen, setChosen] = useState<string | null>(null);
  // What was missing when the customer pressed on; said only while it is still missing.
  const [problem, setProblem] = useState<'dateAndProvider' | 'date' | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ProviderSort>('distance');
  const sortId = useId();
  const providers = useActiveProviders(ready?.ProdId, schedule, search, ready?.ZipCode);
  const loaded = pagesProviders(providers.data?.pages);
  const items = schedule ? sortProviders(loaded, sort) : [];
  // The provider picked before (here, or on the dashboard) stays picked while they are available that day.
  const remembered = ready?.Provider && ready.Provider !== bidProvider ? ready.Provider : null;
  const rememberedListed = Boolean(remembered && items.some((item) => item.PersonnelID === remembered));
  const provider = chosen ?? (rememberedListed ? remembered : null);
  // The list comes nearest first a page at a time: sorted by price or rating, or looking for the provider
  // picked before, it is read to its end (only providers who cover the job are in it).
  const readAll =
    Boolean(schedule) && (sort !== 'distance' || Boolean(remembered && !chosen && !rememberedListed));
  const readingAll = readAll && providers.hasNextPage;
  useReadToEnd(providers, readAll);
  // The service's pay rate, from the list it was chosen in (kept for offline reading), once a date is picked.
  const product = useProducts(schedule ? ready?.Category : undefined, ready?.Specific, '').data?.find(
    (item) => item.Id === ready?.ProdId,
  );
  const perHour = product?.PayRate === 'PER HOUR';
  const [pickedHours, setPickedHours] = useState<string | null>(null);
  const hours = perHour ? (pickedHours ?? ready?.Hours ?? '1') : '';
  const chosenPrice = items.find((item) => item.PersonnelID === provider)?.Price;
  // The chosen provider's free windows that day; the one picked before stays while it is still offered.
  const windows = useArrivalWindows(provider, ready?.ProdId, schedule, hours);
  const [pickedWindow, setPickedWindow] = useState<string | null>(null);
  // With no provider chosen, the windows a published job may ask for (only providers free then bid).
  // Not while the list loads: a provider picked before is preselected once it shows them available.
  const showJobWindows = !provider && Boolean(schedule) && !providers.isPending;
  const jobWindows = showJobWindows ? publishedWindows(schedule) : [];
  const sameChoice = provider ? ready?.Provider === provider : isPublishedJob(ready?.Provider);
  const keptWindow = sameChoice && ready?.Scheduled === schedule ? (ready?.Window ?? '') : '';
  const wantedWindow = pickedWindow ?? keptWindow;
  const offered = provider ? windows.data : jobWindows;
  const windowStart = offered?.some((window) => window.Start === wantedWindow) ? wantedWindow : '';
  // A job paid at its end (PER HOUR) on a date inside the 14 days to cancel: the right is told here and the
  // express request asked before the order is made, since no payment page comes before the work.
  const asksStartNow =
    perHour &&
    product?.CancelExempt !== true &&
    Boolean(schedule) &&
    startsWithinCancelRight(schedule, range.min);
  const [pickedStartNow, setPickedStartNow] = useState<boolean | null>(null);
  const startRequested = pickedStartNow ?? ready?.StartNow === 'true';
  const [startNowMissing, setStartNowMissing] = useState(false);
  const startNowBox = useRef<HTMLInputElement>(null);
  const startNow = asksStartNow && startRequested ? { StartNow: 'true' } : {};
  /** False (and the box focused) while the express request is needed and not given. */
  const startNowGiven = () => {
    if (!asksStartNow || startRequested) return true;
    setStartNowMissing(true);
    startNowBox.current?.focus();
    return false;
  };

  const proceed = async (choice: {
    Provider: string;
    Scheduled: string;
    Window?: string;
    Hours?: string;
  }) => {
    if (noteTooLong(ready)) return; // The note's field says so.
    if (await update((draft) => applyChoice(draft, 'providers', choice)))
      await navigate(paths.negotiate.getHref());
  };

  const requestProvider = () => {
    if (!schedule || !provider) return setProblem('dateAndProvider');
    setProblem(null);
    if (!startNowGiven()) return;
    void proceed({
      Provider: provider,
      Scheduled: schedule,
      ...(windowStart && { Window: windowStart }),
      ...(hours && { Hours: hours }),
      ...startNow,
    });
  };

  const publishJob = () => {
    if (!schedule) return setProblem('date');
    setProblem(null);
    if (!startNowGiven()) return;
    if (!confirmAction(t('confirm.publishMode'))) return;
    void proceed({
      Provider: bidProvider,
      Scheduled: schedule,
      ...(windowStart && { Window: windowStart }),
      ...(hours && { Hours: hours }),
      ...startNow,
    });
  };

  const stillMissing =
    problem === 'dateAndProvider' ? !schedule || !provider : problem === 'date' ? !schedule : false;
  const problemText =
    problem === 'dateAndProvider' ? t('providers.dateAndProviderRequired') : t('providers.dateRequired');

  return (
    <CustomerPage title={t('providers.title')}>
      <p>
        <Link to={paths.choose.getHref()}>{t('providers.back')}</Link>
      </p>
      <DraftProblem error={error} />
      {ready ? (
        <>
          <p className="bk-chosen">{ready.Product}</p>
          {ready.ProviderName ? (
            <Notice>{t('providers.bookingWith', { name: ready.ProviderName })}</Notice>
          ) : null}
          <TextField
            label={t('providers.date')}
            hint={t('providers.dateHint')}
            type="date"
            min={range.min}
            max={range.max}
            value={schedule}
            required
            onChange={(event) => {
              setSchedule(event.target.value);
              setPickedWindow(null);
            }}
          />
          <SearchBox
            className="bk-search"
            label={t('providers.search')}
            value={search}
            onChange={setSearch}
          />
          <div className="field bk-sort">
            <label className="field__label" htmlFor={sortId}>
              {t('providers.sortBy')}
            </label>
            <select
              id={sortId}
              className="field__input"
              value={sort}
              onChange={(event) => setSort(providerSortSchema.catch('distance').parse(event.target.value))}
            >
              {providerSorts.map((value) => (
                <option key={value} value={value}>
                  {t(`providers.${sortLabels[value]}`)}
                </option>
              ))}
            </select>
          </div>
          {ready.ZipCode ? (
            <p className="bk-area">{t('providers.inArea', { zipCode: ready.ZipCode })}</p>
          ) : null}
          {perHour ? (
            <HoursPicker
              value={hours}
              onChange={(next) => {
                setPickedHours(next);
                setPickedWindow(null);
              }}
              hourlyPrice={
                chosenPrice !== undefined && product
                  ? { Price: chosenPrice, Currency: product.Currency }
                  : undefined
              }
            />
          ) : null}
          {provider && schedule ? (
            <ArrivalWindowPicker
              windows={windows.data}
              loading={windows.isPending}
              value={windowStart}
              onChange={setPickedWindow}
            />
          ) : showJobWindows ? (
            <ArrivalWindowPicker
              windows={jobWindows}
              loading={false}
              value={windowStart}
              onChange={setPickedWindow}
              published
            />
          ) : null}
          {provider && schedule && windowStart ? (
            <RepeatBookingFields draft={ready} provider={provider} date={schedule} window={windowStart} />
          ) : null}
          <JobNotesFields draft={ready} update={update} />
          {asksStartNow ? (
            <StartNowRequest
              until={addDays(range.min, cancelRightDays)}
              firstDayAfter={addDays(range.min, cancelRightDays + 1)}
              requested={startRequested}
              onRequested={(requested) => {
                setPickedStartNow(requested);
                if (requested) setStartNowMissing(false);
              }}
              onLaterDate={() => {
                setSchedule(addDays(range.min, cancelRightDays + 1));
                setPickedWindow(null);
                setStartNowMissing(false);
              }}
              missing={startNowMissing}
              checkboxRef={startNowBox}
            />
          ) : null}
          {stillMissing ? <Notice tone="error">{problemText}</Notice> : null}
          <div className="bk-actions">
            <Button onClick={requestProvider}>{t('providers.request')}</Button>
            <Button variant="accent" onClick={publishJob}>
              {t('providers.publishJob')}
            </Button>
          </div>
          {schedule ? (
            <ListState
              labels={listLabels}
              emptyClassName="bk-empty"
              status={loadStatus(providers)}
              hasItems={items.length > 0}
              emptyText={t('empty.noProviders')}
            />
          ) : (
            <p className="bk-empty">{t('providers.pickDateFirst')}</p>
          )}
          {readingAll && items.length > 0 ? <Notice>{t('providers.sortingAll')}</Notice> : null}
          <ul className="bk-providers" aria-label={t('providers.listLabel')}>
            {items.map((item) => (
              <ProviderCard
                key={item.PersonnelID}
                provider={item}
                miles={item.Distance}
                selected={item.PersonnelID === provider}
                onChoose={() => {
                  setChosen(item.PersonnelID);
                  setPickedWindow(null);
                }}
                headingLevel={2}
              />
            ))}
          </ul>
          {schedule && providers.hasNextPage && !readAll ? (
            <LoadMore
              onLoad={() => void providers.fetchNextPage()}
              loading={providers.isFetchingNextPage}
              label={t('providers.loadMore')}
              loadedKey={providers.data?.pages.length}
            />
          ) : null}
        </>
      ) : (
        <DraftWait draft={draft} error={error} />
      )}
    </CustomerPage>
  );
}

/** Asks for the list's pages one after another, while `wanted`, until the last has come. */
function useReadToEnd(
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; isError: boolean; fetchNextPage: () => unknown },
  wanted: boolean,
) {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = list;
  useEffect(() => {
    if (wanted && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [wanted, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
}
