// /ops/accounts/:accountId: who the account is, whether suspended (and the action to change it), their
// latest orders, support cases and reviews, and what operators did to them.

import { formatDate, formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { refusesAddress } from '@callout/module-kit/errors';
import { money } from '@callout/module-kit/money';
import { useQuery, useQueryClient } from '@callout/query';
import { Link, useParams } from '@callout/router';
import { AuditList } from '../../../components/audit-list';
import { OpsListState } from '../../../components/ops-list-state';
import { OpsPage } from '../../../components/ops-page';
import { accountQueryOptions, accountsKey } from '../api/accounts-api';
import { AccountState } from './account-state';
import { ReviewHideForm, ReviewShowButton } from './review-hide-form';
import { SuspensionPanel } from './suspension-panel';

export function AccountPage() {
  const { t } = useTranslation('ops');
  const { accountId = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery(accountQueryOptions(accountId));
  // An id that names nothing is the route error page's to show, with the server's words.
  if (query.isError && refusesAddress(query.error)) throw query.error;
  const account = query.data;
  const title = account ? (account.Email ?? account.ID) : t('pages.account');
  return (
    <OpsPage
      title={title}
      lead={
        account
          ? `${t(`accounts.roles.${account.Role}`, { defaultValue: account.Role })} · ${account.ID}`
          : undefined
      }
    >
      <p>
        <Link to="/ops/accounts">{t('accounts.back')}</Link>
      </p>
      <OpsListState query={query} hasItems={Boolean(account)} record />
      {account ? (
        <>
          <dl className="ops-fields">
            <div>
              <dt>{t('accounts.columns.name')}</dt>
              <dd>{[account.FirstName, account.LastName].filter(Boolean).join(' ') || '–'}</dd>
            </div>
            <div>
              <dt>{t('accounts.fields.phone')}</dt>
              <dd>{account.Phone ?? '–'}</dd>
            </div>
            <div>
              <dt>{t('accounts.columns.state')}</dt>
              <dd>
                <AccountState account={account} />
              </dd>
            </div>
            <div>
              <dt>{t('accounts.columns.joined')}</dt>
              <dd>{formatDateTime(account.Created)}</dd>
            </div>
          </dl>
          {account.Role === 'user' || account.Role === 'provider' ? (
            <SuspensionPanel
              account={account}
              onChanged={() => void client.invalidateQueries({ queryKey: accountsKey })}
            />
          ) : null}
          <section className="ops-section" aria-labelledby="account-orders">
            <h2 id="account-orders">{t('accounts.orders')}</h2>
            {account.Orders.length === 0 ? (
              <p className="ops-empty">{t('people.noRecords')}</p>
            ) : (
              <ul className="ops-rows">
                {account.Orders.map((order) => (
                  <li key={order.OrderID}>
                    <Link to={`/ops/orders/${encodeURIComponent(order.OrderID)}`}>{order.OrderID}</Link> ·{' '}
                    {order.Product} · {money(order.Price, order.Currency)} · {order.Status} ·{' '}
                    {formatDate(order.Created, 'short')}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="ops-section" aria-labelledby="account-cases">
            <h2 id="account-cases">{t('accounts.cases')}</h2>
            {account.Cases.length === 0 ? (
              <p className="ops-empty">{t('people.noRecords')}</p>
            ) : (
              <ul className="ops-rows">
                {account.Cases.map((supportCase) => (
                  <li key={supportCase.CaseID}>
                    {supportCase.CaseID} · {supportCase.Subject} · {supportCase.Status} ·{' '}
                    {formatDate(supportCase.Created, 'short')}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="ops-section" aria-labelledby="account-reviews">
            <h2 id="account-reviews">{t('accounts.reviews')}</h2>
            {account.Reviews.length === 0 ? (
              <p className="ops-empty">{t('people.noRecords')}</p>
            ) : (
              <ul className="ops-rows">
                {account.Reviews.map((review) => (
                  <li key={`${review.OrderID}-${review.Direction}`}>
                    {t(`accounts.review.${review.Direction}`, { rating: review.Rating })} ·{' '}
                    <Link to={`/ops/orders/${encodeURIComponent(review.OrderID)}`}>{review.OrderID}</Link>
                    {review.Body ? ` · “${review.Body}”` : ''}
                    {review.Reply ? <> · {t('accounts.review.reply', { reply: review.Reply })}</> : null}
                    {review.Hidden ? (
                      <>
                        <p className="ops-review-hidden">
                          {t('accounts.review.hiddenOn', {
                            date: formatDate(review.Hidden, 'short'),
                            reason: review.HiddenReason ?? '–',
                          })}
                        </p>
                        {review.ReviewID ? (
                          <ReviewShowButton
                            reviewId={review.ReviewID}
                            orderId={review.OrderID}
                            onShown={() => void client.invalidateQueries({ queryKey: accountsKey })}
                          />
                        ) : null}
                      </>
                    ) : review.ReviewID ? (
                      <ReviewHideForm
                        reviewId={review.ReviewID}
                        orderId={review.OrderID}
                        onHidden={() => void client.invalidateQueries({ queryKey: accountsKey })}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="ops-section" aria-labelledby="account-audit">
            <h2 id="account-audit">{t('people.audit.title')}</h2>
            <AuditList entries={account.Audit} />
          </section>
        </>
      ) : null}
    </OpsPage>
  );
}
