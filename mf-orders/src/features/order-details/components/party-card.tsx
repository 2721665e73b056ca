// Who is on the other side of the order: the provider (with the save heart) for a customer, the
// customer for a provider (no save icons).
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Avatar } from '@callout/ui/avatar';
import type { AccountType } from '../../../config/paths';
import type { OrderDetails } from '../../../lib/order';
import { useUpdateOrder } from '../api/get-order-details';
import { toggleProviderSave } from '../api/toggle-provider-save';
import { PublishedJobBids } from './published-job-bids';
import { SaveToggle } from './save-toggle';

/** A job still taking bids: neither cancelled nor completed. */
const isOpen = (status: string) => status !== 'CANCELLED' && status !== 'COMPLETED';

export function PartyCard({ accountType, order }: { accountType: AccountType; order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const { info } = order;
  const updateOrder = useUpdateOrder(accountType, order.id);
  const showsProvider = accountType === 'user';
  const heading = t(showsProvider ? 'details.provider' : 'details.customer');
  if (showsProvider && !info.PersonnelID) {
    // A published job before a bid is engaged: nobody to picture, save or chat to yet.
    return (
      <section className="card or-party" aria-label={heading}>
        <div>
          <p className="or-party__role">{heading}</p>
          <p className="or-party__name">{t('details.noProvider')}</p>
          <p className="or-party__hint">{t('details.noProviderHint')}</p>
          {isOpen(info.OrderStatus) ? <PublishedJobBids order={order} /> : null}
        </div>
      </section>
    );
  }
  const name = (showsProvider ? info.PersonnelName : info.CustomerName) ?? t('list.noCustomerName');
  const image = showsProvider ? info.PersonnelImg : info.CustomerImg;
  return (
    <section className="card or-party" aria-label={heading}>
      <Avatar
        className="or-party__image"
        src={image}
        seed={showsProvider ? info.PersonnelID : info.CustomerID}
        name={name}
        size={56}
      />
      <div>
        <p className="or-party__role">{heading}</p>
        <p className="or-party__name">{name}</p>
        {showsProvider && info.PersonnelCredentials?.length ? (
          <ul className="perks or-party__credentials" aria-label={t('details.credentials')}>
            {info.PersonnelCredentials.map((badge) => (
              <li key={badge.Name} className="perk" title={badge.IssuingBody}>
                <span className="perk__text">
                  <span className="perk__label">
                    {t('details.credentialBadge', { name: badge.Name, date: formatDate(badge.Checked) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {showsProvider && info.PersonnelID ? (
        <SaveToggle
          shape="heart"
          label={t('details.saveProvider')}
          saved={info.prvSaved}
          call={() => toggleProviderSave({ value: info.PersonnelID })}
          onSaved={() => updateOrder((o) => ({ ...o, info: { ...o.info, prvSaved: !o.info.prvSaved } }))}
        />
      ) : null}
    </section>
  );
}
