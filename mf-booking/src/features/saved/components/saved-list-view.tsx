// The shared body of the saved-locations and saved-providers pages: search, cards, empty states, and older
// entries loading as the end of the list scrolls into view (or with Load more).

import { londonDate } from '@callout/contracts/london-time';
import { useTranslation } from '@callout/i18n/react';
import { Icon } from '@callout/ui/icon';
import { ListState } from '@callout/ui/list-state';
import { LoadMore } from '@callout/ui/load-more';
import { SearchBox } from '@callout/ui/search-box';
import type { ReactNode } from 'react';
import { useListLabels } from '../../../hooks/use-list-labels';
import { type SavedListSource, useSavedList } from '../hooks/use-saved-list';

export interface SavedCard {
  key: string;
  title: string;
  body?: string | null;
  lastUpdated: string;
  /** What the card offers besides deleting it (booking a saved provider again). */
  action?: ReactNode;
}

/** A date as its day in London, YYYY-MM-DD; the text as it came when it is not a date. */
function dayOf(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : londonDate(date);
}

export function SavedListView<T>({
  source,
  toCard,
  texts,
}: {
  source: SavedListSource<T>;
  toCard: (item: T) => SavedCard;
  texts: { search: string; confirmDelete: string; emptyList: string; listLabel: string; loadMore: string };
}) {
  const { t } = useTranslation('booking');
  const listLabels = useListLabels();
  const {
    search,
    setSearch,
    searching,
    items = [],
    status,
    retry,
    remove,
    more,
    loadingMore,
    loadMore,
  } = useSavedList(source, texts.confirmDelete, t('errors.network'));

  let empty: ReactNode = null;
  if (status === 'ready' && items.length === 0) {
    empty = (
      <div className="bk-empty">
        <p className="bk-empty__title">{t('empty.noRecords')}</p>
        <p>{searching ? t('empty.searchMiss') : texts.emptyList}</p>
      </div>
    );
  }

  return (
    <>
      <SearchBox className="bk-search" label={texts.search} value={search} onChange={setSearch} />
      <ListState
        labels={listLabels}
        emptyClassName="bk-empty"
        status={status}
        hasItems={items.length > 0 || empty !== null}
        emptyText=""
        onRetry={retry}
      />
      {empty}
      <ul className="grid bk-saved" aria-label={texts.listLabel}>
        {items.map((item) => {
          const card = toCard(item);
          return (
            <li key={card.key} className="card bk-saved__card">
              <h3>{card.title}</h3>
              {card.body ? <p>{card.body}</p> : null}
              <p className="bk-row__meta">{t('saved.lastUpdated', { date: dayOf(card.lastUpdated) })}</p>
              {card.action ? <div className="bk-saved__action">{card.action}</div> : null}
              <button
                type="button"
                className="btn btn--secondary bk-icon-button"
                aria-label={t('saved.delete', { name: card.title })}
                onClick={() => void remove(item)}
              >
                <Icon name="close" size={20} />
              </button>
            </li>
          );
        })}
      </ul>
      {more ? (
        <LoadMore label={texts.loadMore} loading={loadingMore} loadedKey={items.length} onLoad={loadMore} />
      ) : null}
    </>
  );
}
