// /profile/providers: the providers the customer saved.
import type { SavedProvider } from '@callout/contracts/saved';
import { useTranslation } from '@callout/i18n/react';
import { CustomerPage } from '../../../components/customer-page';
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
  return (
    <CustomerPage title={t('saved.providersTitle')}>
      <SavedListView
        source={source}
        toCard={(provider) => ({
          key: provider.Available,
          title: fullName(provider) || t('provider.unnamed'),
          body: provider.BioInfo,
          lastUpdated: provider.LastUpdated,
        })}
        texts={{
          search: t('saved.searchProviders'),
          confirmDelete: t('confirm.deleteProvider'),
          emptyList: t('empty.noSavedProviders'),
          listLabel: t('saved.providersTitle'),
        }}
      />
    </CustomerPage>
  );
}
