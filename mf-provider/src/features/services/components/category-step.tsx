import { useTranslation } from '@callout/i18n/react';
import { useCategories } from '@callout/module-kit/categories';
import { ListState } from '@callout/ui/list-state';
import { SearchBox } from '@callout/ui/search-box';
import { useState } from 'react';
import { OptionCard } from '../../../components/option-card';
import { useListLabels } from '../../../hooks/use-list-labels';

/** Step 1 of a new request: which category the service is in. */
export function CategoryStep({ onChoose }: { onChoose: (category: string) => void }) {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const [search, setSearch] = useState('');
  const categories = useCategories(search);
  const items = categories.items;
  return (
    <section aria-labelledby="pv-step-title">
      <h2 id="pv-step-title">{t('services.chooseCategory')}</h2>
      <SearchBox
        className="pv-search"
        label={t('services.searchCategories')}
        value={search}
        onChange={setSearch}
      />
      <ListState
        labels={listLabels}
        emptyClassName="pv-empty"
        status={categories.status}
        hasItems={items.length > 0}
        emptyText={t('empty.noRecords')}
      />
      <ul className="grid pv-options" aria-busy={categories.fetching}>
        {items.map((category) => (
          <OptionCard
            key={category.Category}
            name={category.Category}
            description={category.Description}
            imgLink={category.imgLink}
            onChoose={() => onChoose(category.Category)}
          />
        ))}
      </ul>
    </section>
  );
}
