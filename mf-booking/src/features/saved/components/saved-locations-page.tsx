// /profile/locations: the customer's saved locations.
import { decodeSavedLocation, type SavedLocation } from '@callout/contracts/saved';
import { useTranslation } from '@callout/i18n/react';
import { CustomerPage } from '../../../components/customer-page';
import { deleteSavedLocation } from '../api/delete-saved-location';
import { savedLocationsKey, savedLocationsQuery } from '../api/get-saved-locations';
import type { SavedListSource } from '../hooks/use-saved-list';
import { SavedListView } from './saved-list-view';

const source: SavedListSource<SavedLocation> = {
  key: savedLocationsKey,
  query: savedLocationsQuery,
  text: (location) => location.Available,
  remove: (location) => deleteSavedLocation(location.Available),
};

export default function SavedLocationsPage() {
  const { t } = useTranslation('booking');
  return (
    <CustomerPage title={t('saved.locationsTitle')}>
      <SavedListView
        source={source}
        toCard={(location) => {
          const parts = decodeSavedLocation(location.Available);
          return {
            key: location.Available,
            title: parts?.zipCode ?? location.Available,
            body: parts?.address,
            lastUpdated: location.LastUpdated,
          };
        }}
        texts={{
          search: t('saved.searchLocations'),
          confirmDelete: t('confirm.deleteLocation'),
          emptyList: t('empty.noSavedLocations'),
          listLabel: t('saved.locationsTitle'),
          loadMore: t('saved.loadMoreLocations'),
        }}
      />
    </CustomerPage>
  );
}
