-- The earnings list pages with a keyset cursor (payouts/payout-list.ts), newest first with the id as
-- tie-break, so the id joins the provider's index and a late page is read straight off it, unsorted. It
-- serves what payouts_provider served (the provider's payouts by time, the month totals), which goes.
CREATE INDEX payouts_provider_newest ON payouts (provider_id, created_at DESC, id DESC);
DROP INDEX payouts_provider;
