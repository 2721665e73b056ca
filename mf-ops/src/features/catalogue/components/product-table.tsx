// The products of one specific: pay rate, price range in pounds, how many orders each has had (a product
// with orders can only be hidden), and whether customers see it.
import type { OpsProduct } from '@callout/contracts/ops-catalogue';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { Button } from '@callout/ui/button';
import type { MouseEvent } from 'react';
import { VisibilityTag } from '../../../components/visibility-tag';

export function ProductTable({
  place,
  products,
  onEdit,
  onToggle,
}: {
  place: string;
  products: OpsProduct[];
  onEdit: (product: OpsProduct) => (event: MouseEvent<HTMLElement>) => void;
  onToggle: (product: OpsProduct) => void;
}) {
  const { t } = useTranslation('ops');
  if (products.length === 0) return <p className="ops-muted">{t('catalogue.noProducts')}</p>;
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <caption className="visually-hidden">{t('catalogue.productsOf', { place })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogue.columns.product')}</th>
            <th scope="col">{t('catalogue.columns.payRate')}</th>
            <th scope="col">{t('catalogue.columns.price')}</th>
            <th scope="col">{t('catalogue.columns.orders')}</th>
            <th scope="col">{t('catalogue.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.Id} className={product.Hidden ? 'ops-table__hidden' : undefined}>
              <th scope="row">
                {product.Product} <VisibilityTag hidden={product.Hidden} />
                <span className="ops-muted ops-table__sub">{product.Description}</span>
              </th>
              <td>{product.PayRate}</td>
              <td>
                {money(product.MinPrice, product.Currency)} – {money(product.MaxPrice, product.Currency)}
              </td>
              <td>{product.Orders}</td>
              <td className="ops-table__actions">
                <Button
                  variant="secondary"
                  aria-label={t('catalogue.editNamed', { name: product.Product })}
                  onClick={onEdit(product)}
                >
                  {t('catalogue.edit')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={
                    product.Hidden
                      ? t('visibility.show', { name: product.Product })
                      : t('visibility.hide', { name: product.Product })
                  }
                  onClick={() => onToggle(product)}
                >
                  {product.Hidden ? t('visibility.showShort') : t('visibility.hideShort')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
