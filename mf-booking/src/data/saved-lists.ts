// Device copies of the saved locations and providers lists, so the pages can show them offline.
import {
  type SavedLocation,
  type SavedProvider,
  savedLocationSchema,
  savedProviderSchema,
} from '@callout/contracts/saved';
import { createListStore } from '@callout/db/list-store';
import { savedListNames } from '../config/constants';
import { bookingDb } from './db';

const locations = createListStore<SavedLocation>(bookingDb, {
  parse: (item) => savedLocationSchema.parse(item),
});
const providers = createListStore<SavedProvider>(bookingDb, {
  parse: (item) => savedProviderSchema.parse(item),
});

export const savedLocationsCopy = {
  read: () => locations.read(savedListNames.locations),
  save: (items: readonly SavedLocation[]) => locations.save(savedListNames.locations, items),
};

export const savedProvidersCopy = {
  read: () => providers.read(savedListNames.providers),
  save: (items: readonly SavedProvider[]) => providers.save(savedListNames.providers, items),
};
