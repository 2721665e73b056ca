// /service/category: a searchable category list; choosing one (after a confirm) leads to the specifics.

import { useTranslation } from '@callout/i18n/react';
import { useCategories } from '@callout/module-kit/categories';
import { Link, useNavigate } from '@callout/router';
import { ListState } from '@callout/ui/list-state';
import { SearchBox } from '@callout/ui/search-box';
import { useState } from 'react';
import { CustomerPage } from '../../../components/customer-page';
import { DraftProblem } from '../../../components/draft-problem';
import { DraftWait } from '../../../components/draft-wait';
import { eagerOptions, OptionCard } from '../../../components/option-card';
import { paths } from '../../../config/paths';
import { useDraftGuard } from '../../../hooks/use-draft-guard';
import { useListLabels } from '../../../hooks/use-list-labels';
import { confirmAction } from '../../../lib/dialogs';
import { applyChoice } from '../../../lib/draft-steps';

export default function CategoryPage() {
  const { t } = useTranslation('booking');
  const listLabels = useListLabels();
  const navigate = useNavigate();
  const { draft, ready, update, error } = useDraftGuard('category');
  const [search, setSearch] = useState('');
  const categories = useCategories(search);
  const items = categories.items;

  const choose = async (category: string) => {
    if (!confirmAction(t('confirm.proceed'))) return;
    if (await update((draft) => applyChoice(draft, 'category', { Category: category }))) {
      await navigate(paths.specifics.getHref());
    }
  };

  return (
    <CustomerPage title={t('category.title')}>
      <p>
        <Link to={paths.getStarted.getHref()}>{t('category.back')}</Link>
      </p>
      <DraftProblem error={error} />
      <SearchBox className="bk-search" label={t('category.search')} value={search} onChange={setSearch} />
      {ready ? (
        <>
          <ListState
            labels={listLabels}
            emptyClassName="bk-empty"
            status={categories.status}
            hasItems={items.length > 0}
            emptyText={t('empty.noRecords')}
          />
          <ul className="grid bk-options" aria-busy={categories.fetching}>
            {items.map((category, index) => (
              <OptionCard
                eager={index < eagerOptions}
                key={category.Category}
                name={category.Category}
                description={category.Description}
                imgLink={category.imgLink}
                onChoose={() => void choose(category.Category)}
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
