import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { SearchBox } from '@callout/ui/search-box';
import { useState } from 'react';
import { useListLabels } from '../../../hooks/use-list-labels';
import { useProducts } from '../api/get-products';
import { ProductPriceForm } from './product-price-form';

/** Step 3: the services of the chosen category and specific, each with its own price input. */
export function ProductStep({
  category,
  specific,
  onBack,
}: {
  category: string;
  specific: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const [search, setSearch] = useState('');
  const products = useProducts(category, specific, search);
  const items = products.data ?? [];
  return (
    <section aria-labelledby="pv-step-title">
      <h2 id="pv-step-title">{t('services.chooseProduct')}</h2>
      <Button variant="link" onClick={onBack}>
        {t('services.back')}
      </Button>
      <SearchBox
        className="pv-search"
        label={t('services.searchProducts')}
        value={search}
        onChange={setSearch}
      />
      <ListState
        labels={listLabels}
        emptyClassName="pv-empty"
        status={loadStatus(products)}
        hasItems={items.length > 0}
        emptyText={t('empty.noRecords')}
        onRetry={() => void products.refetch()}
      />
      <ul className="pv-rows" aria-busy={products.isFetching}>
        {items.map((product) => (
          <ProductPriceForm key={product.Id} product={product} />
        ))}
      </ul>
    </section>
  );
}
