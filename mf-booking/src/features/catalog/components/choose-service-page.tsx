// /service/choose: the services of the chosen category and specific; choosing one leads to the providers.

import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { Link, useNavigate } from '@callout/router';
import { ListState, loadStatus } from '@callout/ui/list-state';
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
import { useProducts } from '../api/get-products';

export default function ChooseServicePage() {
  const { t } = useTranslation('booking');
  const listLabels = useListLabels();
  const navigate = useNavigate();
  const { draft, ready, update, error } = useDraftGuard('choose');
  const [search, setSearch] = useState('');
  const products = useProducts(ready?.Category, ready?.Specific, search);
  const items = products.data ?? [];

  const choose = async (id: string, product: string) => {
    if (!confirmAction(t('confirm.proceed'))) return;
    if (await update((draft) => applyChoice(draft, 'choose', { ProdId: id, Product: product }))) {
      await navigate(paths.providers.getHref());
    }
  };

  return (
    <CustomerPage title={t('choose.title')}>
      <nav className="bk-backlinks" aria-label={t('choose.backLinks')}>
        <Link to={paths.category.getHref()}>{t('choose.backToCategory')}</Link>
        <Link to={paths.specifics.getHref()}>{t('choose.backToSpecifics')}</Link>
      </nav>
      <DraftProblem error={error} />
      <SearchBox className="bk-search" label={t('choose.search')} value={search} onChange={setSearch} />
      {ready ? (
        <>
          <ListState
            labels={listLabels}
            emptyClassName="bk-empty"
            status={loadStatus(products)}
            hasItems={items.length > 0}
            emptyText={t('empty.noRecords')}
          />
          <ul className="grid bk-options" aria-busy={products.isFetching}>
            {items.map((product, index) => (
              <OptionCard
                eager={index < eagerOptions}
                key={product.Id}
                name={product.Product}
                description={product.Description}
                imgLink={product.imgLink}
                onChoose={() => void choose(product.Id, product.Product)}
              >
                <span className="bk-option__price">
                  {t('choose.priceRange', {
                    min: money(product.MinPrice, product.Currency),
                    max: money(product.MaxPrice, product.Currency),
                    rate: product.PayRate === 'PER HOUR' ? t('rate.perHour') : t('rate.perJob'),
                  })}
                </span>
              </OptionCard>
            ))}
          </ul>
        </>
      ) : (
        <DraftWait draft={draft} error={error} />
      )}
    </CustomerPage>
  );
}
