-- Reads that stay fast as the data grows (docs/benchmarks.md, the scale benchmark).

-- Orders newest first across every account, ties by id as the console lists them: the console's order list
-- and the dashboard's products most booked in the last 30 days read the newest orders only.
CREATE INDEX IF NOT EXISTS orders_newest ON orders (created_at DESC, id);

-- The order lists tell whether each order's payment is held on the card: few payments are at a time.
CREATE INDEX IF NOT EXISTS payments_held ON payments (order_id) WHERE status = 'requires_capture';

-- Every provider card counts the provider's completed jobs and customers' reviews: counted off an index
-- alone (the old reviews_subject leads the same way).
CREATE INDEX IF NOT EXISTS orders_provider_completed ON orders (provider_id) WHERE status = 'COMPLETED';
CREATE INDEX IF NOT EXISTS reviews_subject_role ON reviews (subject_id, reviewer_role);
DROP INDEX IF EXISTS reviews_subject;

-- Published jobs are open only until their day: reading the shipping rows from today on leaves the
-- jobs whose day has passed behind, however many there are.
CREATE INDEX IF NOT EXISTS order_shipping_day ON order_shipping (scheduled_on);

-- Every foreign key has an index on its columns, so deleting or changing the row it points at finds the
-- rows that point at it without reading the whole table (db/foreign-key-indexes.test.ts keeps it so).
CREATE INDEX IF NOT EXISTS chat_messages_reply_to ON chat_messages (reply_to_id) WHERE reply_to_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS accounts_image ON accounts (image_id) WHERE image_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS kyc_reviews_reviewer ON kyc_reviews (reviewer_id) WHERE reviewer_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS live_tickets_account ON live_tickets (account_id);
CREATE INDEX IF NOT EXISTS orders_cancelled_by ON orders (cancelled_by) WHERE cancelled_by IS NOT NULL;
CREATE INDEX IF NOT EXISTS orders_declined_by ON orders (declined_by) WHERE declined_by IS NOT NULL;
CREATE INDEX IF NOT EXISTS orders_product ON orders (product_id);
CREATE INDEX IF NOT EXISTS payment_refunds_payment ON payment_refunds (payment_id);
CREATE INDEX IF NOT EXISTS payment_refunds_requested_by ON payment_refunds (requested_by)
  WHERE requested_by IS NOT NULL;
CREATE INDEX IF NOT EXISTS payouts_payment ON payouts (payment_id);
CREATE INDEX IF NOT EXISTS provider_services_reviewed_by ON provider_services (reviewed_by)
  WHERE reviewed_by IS NOT NULL;
CREATE INDEX IF NOT EXISTS push_queue_account ON push_queue (account_id);
CREATE INDEX IF NOT EXISTS sandbox_refunds_intent ON sandbox_refunds (intent_id);
CREATE INDEX IF NOT EXISTS sandbox_transfer_reversals_transfer ON sandbox_transfer_reversals (transfer_id);
CREATE INDEX IF NOT EXISTS saved_providers_provider ON saved_providers (provider_id);
