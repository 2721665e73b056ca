// Replies of the saved providers and saved locations calls. The empty states are the spec's words.
export const savedMessages = {
  noProviders: 'No saved providers found',
  noLocations: 'No saved locations found',
  noMatch: 'Requested information cannot be found',
  loaded: 'Saved records loaded.',
  providerSaved: 'Provider saved.',
  providerUnsaved: 'Provider removed from your saved providers.',
  providerDeleted: 'Saved provider deleted.',
  providerNotFound: 'We could not find this provider.',
  savedProviderNotFound: 'This saved provider is no longer on your list.',
  locationSaved: 'Location saved.',
  locationUnsaved: 'Location removed from your saved locations.',
  locationDeleted: 'Saved location deleted.',
  savedLocationNotFound: 'This saved location is no longer on your list.',
  tooMany: 'Your list is full. Please delete some saved entries first.',
} as const;
