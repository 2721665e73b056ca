-- Reminders to a provider whose details for HMRC are missing, each sent once per provider whichever
-- instance sends it (the primary key): 'first-payout' before their first payout, 'deadline-YYYY' before the
-- collection deadline of year YYYY, and 'payouts-held' when their payouts start to wait for the details.
CREATE TABLE hmrc_seller_reminders (
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, kind)
);
-- Why the payout runner skipped a payout that was otherwise due ('seller-details': the provider's details
-- for HMRC are missing after the reminders); cleared when it is paid or the reason goes.
ALTER TABLE payouts ADD COLUMN held_reason text;
