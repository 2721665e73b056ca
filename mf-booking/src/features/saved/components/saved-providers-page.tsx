// /profile/providers: the providers the customer saved, each offering "Book again" (the latest order with
// them, repeated) or, never booked yet, a booking started with them.
import type { SavedProvider } from '@callout/contracts/saved';
import { useTranslation } from '@callout/i18n/react';
import { Button, ButtonLink } from '@callout/ui/button';
import { CustomerPage } from '../../../components/customer-page';
import { paths } from '../../../config/paths';
import { useStartBooking } from '../../dashboard/hooks/use-start-booking';
import { deleteSavedProvider } from '../api/delete-saved-provider';
import { savedProvidersKey, savedProvidersQuery } from '../api/get-saved-providers';
import type { SavedListSource } from '../hooks/use-saved-list';
import { SavedListView } from './saved-list-view';

const fullName = (provider: SavedProvider) =>
  [provider.FirstName, provider.LastName].filter(Boolean).join(' ');

const source: SavedListSource<SavedProvider> = {
  key: savedProvidersKey,
  query: savedProvidersQuery,
  text: (provider) => `${fullName(provider)} ${provider.BioInfo ?? ''}`,
  remove: (provider) => deleteSavedProvider(provider.Available),
};

export default function SavedProvidersPage() {
  const { t } = useTranslation('booking');
  const booking = useStartBooking();
  const action = (provider: SavedProvider, name: string) => {
    if (provider.LastOrder) {
      return (
        <ButtonLink variant="secondary" to={paths.bookAgain.getHref(provider.LastOrder)}>
          {t('saved.bookAgain', { name })}
        </ButtonLink>
      );
    }
    const providerId = provider.ProviderId;
    if (!providerId) return null;
    return (
      <Button
        variant="secondary"
        loading={booking.starting}
        onClick={() => void booking.start({ Provider: providerId, ProviderName: name })}
      >
        {t('dashboard.bookProvider', { name })}
      </Button>
    );
  };
  return (
    <CustomerPage title={t('saved.providersTitle')}>
      <SavedListView
        source={source}
        toCard={(provider) => {
          const title = fullName(provider) || t('provider.unnamed');
          return {
            key: provider.Available,
            title,
            body: provider.BioInfo,
            lastUpdated: provider.LastUpdated,
            action: action(provider, title),
          };
        }}
        texts={{
          search: t('saved.searchProviders'),
          confirmDelete: t('confirm.deleteProvider'),
          emptyList: t('empty.noSavedProviders'),
          listLabel: t('saved.providersTitle'),
          loadMore: t('saved.loadMoreProviders'),
        }}
      />
    </CustomerPage>
  );
}
