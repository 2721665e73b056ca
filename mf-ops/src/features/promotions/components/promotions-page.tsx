// /ops/promotions: the customer dashboard's promotion cards in the order it shows them, each with its
// London dates and whether the dashboard shows it today, hidden ones marked; add, change, hide and show.
import { londonToday } from '@callout/contracts/london-time';
import type { OpsPromotion } from '@callout/contracts/ops-catalogue';
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { ServerRefusal } from '@callout/module-kit/errors';
import { useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { type MouseEvent, useRef, useState } from 'react';
import { OpsListState } from '../../../components/ops-list-state';
import { OpsPage } from '../../../components/ops-page';
import { promotionsKey, showPromotion, useOpsPromotions } from '../api/promotion-calls';
import { PromotionForm } from './promotion-form';

type Editor = { item?: OpsPromotion };

/** Where a card stands today, in words. */
function standing(promotion: OpsPromotion, today: string): 'hidden' | 'live' | 'scheduled' | 'ended' {
  if (promotion.Hidden) return 'hidden';
  if (promotion.Live) return 'live';
  return promotion.Starts > today ? 'scheduled' : 'ended';
}

export function PromotionsPage() {
  const { t } = useTranslation('ops');
  const promotions = useOpsPromotions();
  const client = useQueryClient();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const today = londonToday();
  const list = promotions.data ?? [];

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
    await client.invalidateQueries({ queryKey: promotionsKey });
    refocus();
  };
  const toggle = async (promotion: OpsPromotion) => {
    setSaid('');
    setFailure(null);
    try {
      setSaid(await showPromotion(promotion.ID, !promotion.Hidden));
    } catch (error) {
      if (!(error instanceof ServerRefusal)) console.error('Hiding or showing failed', error);
      setFailure(error instanceof ServerRefusal ? error.message : t('form.failed'));
    }
    await client.invalidateQueries({ queryKey: promotionsKey });
  };

  return (
    <OpsPage
      title={t('promotions.title')}
      lead={t('promotions.lead')}
      actions={<Button onClick={open({})}>{t('promotions.add')}</Button>}
    >
      <output className="ops-said">{said}</output>
      {failure ? <Notice tone="error" title={failure} /> : null}
      {editor ? (
        <PromotionForm
          item={editor.item}
          nextPosition={list.reduce((last, p) => Math.max(last, p.Position + 1), 0)}
          onSaved={saved}
          onCancel={close}
        />
      ) : null}
      <OpsListState query={promotions} hasItems={list.length > 0} />
      {list.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">{t('promotions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('promotions.columns.position')}</th>
                <th scope="col">{t('promotions.columns.card')}</th>
                <th scope="col">{t('promotions.columns.dates')}</th>
                <th scope="col">{t('promotions.columns.status')}</th>
                <th scope="col">{t('promotions.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((promotion) => {
                const state = standing(promotion, today);
                return (
                  <tr key={promotion.ID} className={promotion.Hidden ? 'ops-table__hidden' : undefined}>
                    <td>{promotion.Position}</td>
                    <th scope="row">
                      <div className="ops-row">
                        <img
                          className="ops-thumb"
                          src={promotion.Image}
                          alt=""
                          loading="lazy"
                          width={64}
                          height={40}
                        />
                        <div>
                          {promotion.Description}
                          <span className="ops-muted ops-table__sub">{promotion.Link}</span>
                        </div>
                      </div>
                    </th>
                    <td>
                      {t('promotions.dates', {
                        starts: formatDate(promotion.Starts),
                        ends: formatDate(promotion.Ends),
                      })}
                    </td>
                    <td>
                      <span className={`ops-tag ops-tag--${state}`}>{t(`promotions.status.${state}`)}</span>
                    </td>
                    <td className="ops-table__actions">
                      <Button
                        variant="secondary"
                        aria-label={t('catalogue.editNamed', { name: promotion.Description })}
                        onClick={open({ item: promotion })}
                      >
                        {t('catalogue.edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={
                          promotion.Hidden
                            ? t('visibility.show', { name: promotion.Description })
                            : t('visibility.hide', { name: promotion.Description })
                        }
                        onClick={() => void toggle(promotion)}
                      >
                        {promotion.Hidden ? t('visibility.showShort') : t('visibility.hideShort')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </OpsPage>
  );
}
