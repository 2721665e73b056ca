-- The jobs a provider may bid on are listed soonest day first (GET /provider/BidOpportunities). They were found
-- from every shipping row of a day to come, published job or booking (6,662 rows at size L for 223 open jobs,
-- docs/benchmarks.md), and sorted. The day is kept on the order (1900-upcoming-order-paging.sql), so the open
-- jobs are read off this index in the list's order, from today or the cursor on, and the read stops at the
-- page's end. The condition is openJobOrderSql's (domain/booking/provider-bids-store.ts), in the same words.
CREATE INDEX orders_open_jobs_day ON orders (scheduled_on, created_at, id)
  WHERE request_mode = 'BID' AND provider_id IS NULL AND status = 'NEW ORDER';
