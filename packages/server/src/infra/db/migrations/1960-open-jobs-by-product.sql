-- The jobs a provider may bid on (GET /provider/BidOpportunities) are those of the products they offer. Read
-- off orders_open_jobs_day (1940), a page went through every open job of the days to come, whatever its
-- product (698 at size L, 122 of them for the long-lived provider's four products; docs/benchmarks.md). Led
-- by the product, this index gives each offered product's open jobs in the list's order, so the page reads
-- one short ordered run per product and merges them. The condition is openJobOrderSql's
-- (domain/booking/provider-bids-store.ts), in the same words.
CREATE INDEX orders_open_jobs_product_day ON orders (product_id, scheduled_on, created_at, id)
  WHERE request_mode = 'BID' AND provider_id IS NULL AND status = 'NEW ORDER';
-- Nothing else reads open jobs by day alone.
DROP INDEX orders_open_jobs_day;
