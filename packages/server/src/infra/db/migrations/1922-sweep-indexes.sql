-- The payment sweeper's rounds (every 10 minutes and at each start) find what they have to do through
-- partial indexes on the states they look for, so a round reads the work due, not every payout
-- (issue 37; ADR 0049). The payout sweep's three kinds of work (payout-sweep-queries.ts), each its index:
-- a money move noted and not recorded, a transfer a refund has outgrown, an INSTANT payout not yet moved.
CREATE INDEX payouts_call_started ON payouts (id)
  WHERE transfer_started_at IS NOT NULL OR reversal_started_at IS NOT NULL;
-- Written as a difference against 0 (not transferred_minor > amount_minor, which the planner cannot estimate and
-- takes for a third of the table) with statistics on the difference, so a round's few rows are known as few.
CREATE INDEX payouts_outgrown ON payouts (id)
  WHERE transfer_id IS NOT NULL AND transferred_minor - amount_minor > 0 AND reversal_key IS NULL;
CREATE STATISTICS payouts_transfer_owed ON (transferred_minor - amount_minor) FROM payouts;
CREATE INDEX payouts_instant_due ON payouts (id)
  WHERE schedule = 'INSTANT' AND status = 'pending' AND transfer_id IS NULL AND transfer_key IS NULL;
-- The statistics are empty until the table is analysed, which autovacuum may not do for a long time after an
-- upgrade; until then the planner would still take the difference for a third of the table.
ANALYZE payouts;
