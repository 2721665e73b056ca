// /ops/catalogue: every category, its specifics and their products, hidden ones included and marked, with
// forms to add and change them and a button to hide or show each. What is saved here is what customers'
// /categories, /specifics and /products answer next. Nothing is deleted: a product with orders stays
// (orders point at it), hidden.
import type { OpsCategory, OpsProduct, OpsSpecific } from '@callout/contracts/ops-catalogue';
import { useTranslation } from '@callout/i18n/react';
import { ServerRefusal } from '@callout/module-kit/errors';
import { useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { pictureSources } from '@callout/ui/picture';
import { SearchBox } from '@callout/ui/search-box';
import { type MouseEvent, useRef, useState } from 'react';
import { OpsListState } from '../../../components/ops-list-state';
import { OpsPage } from '../../../components/ops-page';
import { VisibilityTag } from '../../../components/visibility-tag';
import {
  catalogueKey,
  markCancelExempt,
  markRepeatable,
  showCategory,
  showProduct,
  showSpecific,
  useOpsCatalogue,
} from '../api/catalogue-calls';
import { matchCatalogue } from '../match-catalogue';
import { CategoryForm } from './category-form';
import { ProductForm } from './product-form';
import { ProductTable } from './product-table';
import { SpecificForm } from './specific-form';

type Editor =
  | { kind: 'category'; item?: OpsCategory }
  | { kind: 'specific'; category: string; item?: OpsSpecific }
  | { kind: 'product'; category: string; specific: string; item?: OpsProduct };

export function CataloguePage() {
  const { t } = useTranslation('ops');
  const catalogue = useOpsCatalogue();
  const client = useQueryClient();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // The button that opened a form gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const refocus = () => setTimeout(() => opener.current?.isConnected && opener.current.focus(), 0);
  const open = (next: Editor) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setSaid('');
    setFailure(null);
    setEditor(next);
  };
  const close = () => {
    setEditor(null);
    refocus();
  };
  const saved = async (message: string) => {
    setEditor(null);
    setSaid(message);
    await client.invalidateQueries({ queryKey: catalogueKey });
    refocus();
  };
  const toggle = async (change: () => Promise<string>) => {
    setSaid('');
    setFailure(null);
    try {
      setSaid(await change());
    } catch (error) {
      if (!(error instanceof ServerRefusal)) console.error('Changing the catalogue failed', error);
      setFailure(error instanceof ServerRefusal ? error.message : t('form.failed'));
    }
    await client.invalidateQueries({ queryKey: catalogueKey });
  };

  const categories = matchCatalogue(catalogue.data ?? [], search);
  const hideLabel = (hidden: boolean, name: string) =>
    hidden ? t('visibility.show', { name }) : t('visibility.hide', { name });

  return (
    <OpsPage
      title={t('catalogue.title')}
      lead={t('catalogue.lead')}
      actions={<Button onClick={open({ kind: 'category' })}>{t('catalogue.addCategory')}</Button>}
    >
      <output className="ops-said">{said}</output>
      {failure ? <Notice tone="error" title={failure} /> : null}
      {editor?.kind === 'category' ? (
        <CategoryForm item={editor.item} onSaved={saved} onCancel={close} />
      ) : null}
      {editor?.kind === 'specific' ? (
        <SpecificForm category={editor.category} item={editor.item} onSaved={saved} onCancel={close} />
      ) : null}
      {editor?.kind === 'product' ? (
        <ProductForm
          category={editor.category}
          specific={editor.specific}
          item={editor.item}
          onSaved={saved}
          onCancel={close}
        />
      ) : null}
      <SearchBox className="ops-search" label={t('catalogue.search')} value={search} onChange={setSearch} />
      <OpsListState query={catalogue} hasItems={categories.length > 0} />
      {categories.map((category) => (
        <section key={category.Category} className="card ops-category" aria-label={category.Category}>
          <div className="ops-row">
            <img
              className="ops-thumb"
              {...pictureSources(category.imgLink, '64px')}
              alt=""
              loading="lazy"
              width={64}
              height={40}
            />
            <div className="ops-row__text">
              <h2>
                {category.Category} <VisibilityTag hidden={category.Hidden} />
              </h2>
              <p>{category.Description}</p>
            </div>
            <div className="ops-row__actions">
              <Button
                variant="secondary"
                aria-label={t('catalogue.editNamed', { name: category.Category })}
                onClick={open({ kind: 'category', item: category })}
              >
                {t('catalogue.edit')}
              </Button>
              <Button
                variant="secondary"
                aria-label={hideLabel(category.Hidden, category.Category)}
                onClick={() => void toggle(() => showCategory(category.Category, !category.Hidden))}
              >
                {category.Hidden ? t('visibility.showShort') : t('visibility.hideShort')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('catalogue.addSpecificTo', { category: category.Category })}
                onClick={open({ kind: 'specific', category: category.Category })}
              >
                {t('catalogue.addSpecific')}
              </Button>
            </div>
          </div>
          {category.Specifics.map((specific) => {
            const place = `${category.Category} › ${specific.Specifics}`;
            return (
              <div key={specific.Specifics} className="ops-specific">
                <div className="ops-row">
                  <div className="ops-row__text">
                    <h3>
                      {specific.Specifics === 'NONE' ? t('catalogue.noSpecific') : specific.Specifics}{' '}
                      <VisibilityTag hidden={specific.Hidden} />
                    </h3>
                    <p>{specific.Description}</p>
                  </div>
                  <div className="ops-row__actions">
                    <Button
                      variant="secondary"
                      aria-label={t('catalogue.editNamed', { name: place })}
                      onClick={open({ kind: 'specific', category: category.Category, item: specific })}
                    >
                      {t('catalogue.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={hideLabel(specific.Hidden, place)}
                      onClick={() =>
                        void toggle(() =>
                          showSpecific(category.Category, specific.Specifics, !specific.Hidden),
                        )
                      }
                    >
                      {specific.Hidden ? t('visibility.showShort') : t('visibility.hideShort')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('catalogue.addProductTo', { place })}
                      onClick={open({
                        kind: 'product',
                        category: category.Category,
                        specific: specific.Specifics,
                      })}
                    >
                      {t('catalogue.addProduct')}
                    </Button>
                  </div>
                </div>
                <ProductTable
                  place={place}
                  products={specific.Products}
                  onEdit={(product) =>
                    open({
                      kind: 'product',
                      category: category.Category,
                      specific: specific.Specifics,
                      item: product,
                    })
                  }
                  onToggle={(product) => void toggle(() => showProduct(product.Id, !product.Hidden))}
                  onRule={(product, rule, on) =>
                    void toggle(() =>
                      rule === 'cancelExempt'
                        ? markCancelExempt(product.Id, on)
                        : markRepeatable(product.Id, on),
                    )
                  }
                />
              </div>
            );
          })}
        </section>
      ))}
    </OpsPage>
  );
}
