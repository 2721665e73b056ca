// The products of one specific: pay rate, price range in pounds, how many orders each has had (a product
// with orders can only be hidden), whether customers see it, and its booking rules where the server says
// them: exempt from the 14-day right to cancel, and bookable as a series of visits.
import type { OpsProduct } from '@callout/contracts/ops-catalogue';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { Button } from '@callout/ui/button';
import type { MouseEvent } from 'react';
import { VisibilityTag } from '../../../components/visibility-tag';

export type ProductRule = 'cancelExempt' | 'repeatable';

export function ProductTable({
  place,
  products,
  onEdit,
  onToggle,
  onRule,
}: {
  place: string;
  products: OpsProduct[];
  onEdit: (product: OpsProduct) => (event: MouseEvent<HTMLElement>) => void;
  onToggle: (product: OpsProduct) => void;
  onRule: (product: OpsProduct, rule: ProductRule, on: boolean) => void;
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
            <th scope="col">{t('catalogue.columns.rules')}</th>
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
              <td>
                {product.CancelExempt !== undefined && (
                  <label className="ops-check">
                    <input
                      type="checkbox"
                      checked={product.CancelExempt}
                      aria-label={t('catalogue.cancelExemptNamed', { name: product.Product })}
                      onChange={(event) => onRule(product, 'cancelExempt', event.target.checked)}
                    />{' '}
                    {t('catalogue.cancelExempt')}
                  </label>
                )}
                {product.Repeatable !== undefined && (
                  <label className="ops-check">
                    <input
                      type="checkbox"
                      checked={product.Repeatable}
                      aria-label={t('catalogue.repeatableNamed', { name: product.Product })}
                      onChange={(event) => onRule(product, 'repeatable', event.target.checked)}
                    />{' '}
                    {t('catalogue.repeatable')}
                  </label>
                )}
              </td>
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
