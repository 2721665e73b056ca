// /service/providers: pick a date (today to 60 days ahead) and a provider, or publish the job for bids.
// Only providers whose service area covers the job's postcode are listed, nearest first; the customer may
// sort them by price or rating instead.
import { bidProvider } from '@callout/contracts/booking';
import { bookingWindow } from '@callout/contracts/fields';
import { type ProviderSort, providerSortSchema } from '@callout/contracts/service-area';
import { useTranslation } from '@callout/i18n/react';
import { Link, useNavigate } from '@callout/router';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { SearchBox } from '@callout/ui/search-box';
import { useId, useState } from 'react';
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
import { JobNotesFields, noteTooLong } from '../../job-notes/components/job-notes-fields';
import { useActiveProviders } from '../api/get-active-providers';
import { usePickedDate } from '../hooks/use-picked-date';
import { providerSorts, sortProviders } from '../lib/sort-providers';

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
  const items = schedule ? sortProviders(providers.data ?? [], sort) : [];
  // The provider picked before (here, or on the dashboard) stays picked while they are available that day.
  const remembered = ready?.Provider && ready.Provider !== bidProvider ? ready.Provider : null;
  const provider =
    chosen ?? (remembered && items.some((item) => item.PersonnelID === remembered) ? remembered : null);
  // The chosen provider's free windows that day; the one picked before stays while it is still offered.
  const windows = useArrivalWindows(provider, ready?.ProdId, schedule);
  const [pickedWindow, setPickedWindow] = useState<string | null>(null);
  const keptWindow =
    ready?.Provider === provider && ready?.Scheduled === schedule ? (ready?.Window ?? '') : '';
  const wantedWindow = pickedWindow ?? keptWindow;
  const windowStart = windows.data?.some((window) => window.Start === wantedWindow) ? wantedWindow : '';

  const proceed = async (choice: { Provider: string; Scheduled: string; Window?: string }) => {
    if (noteTooLong(ready)) return; // The note's field says so.
    if (await update((draft) => applyChoice(draft, 'providers', choice)))
      await navigate(paths.negotiate.getHref());
  };

  const requestProvider = () => {
    if (!schedule || !provider) return setProblem('dateAndProvider');
    setProblem(null);
    void proceed({ Provider: provider, Scheduled: schedule, ...(windowStart && { Window: windowStart }) });
  };

  const publishJob = () => {
    if (!schedule) return setProblem('date');
    setProblem(null);
    if (confirmAction(t('confirm.publishMode'))) void proceed({ Provider: bidProvider, Scheduled: schedule });
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
          {provider && schedule ? (
            <ArrivalWindowPicker
              windows={windows.data}
              loading={windows.isPending}
              value={windowStart}
              onChange={setPickedWindow}
            />
          ) : null}
          <JobNotesFields draft={ready} update={update} />
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
        </>
      ) : (
        <DraftWait draft={draft} error={error} />
      )}
    </CustomerPage>
  );
}
