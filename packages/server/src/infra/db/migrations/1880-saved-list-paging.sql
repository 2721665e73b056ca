-- The saved lists page with a keyset cursor (catalogue/saved/saved-store.ts), most recently saved first with
-- the id as tie-break: a customer's page is read straight off these indexes, unsorted, whatever the table
-- holds. The unique (customer_id, provider_id) and (customer_id, location) stay: they keep an entry once.
CREATE INDEX saved_providers_newest ON saved_providers (customer_id, updated_at DESC, id DESC);
CREATE INDEX saved_locations_newest ON saved_locations (customer_id, updated_at DESC, id DESC);
