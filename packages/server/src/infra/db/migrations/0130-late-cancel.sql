-- The cancellation policy (issue 19, item 3): cancelling is free until the job has started; a customer who
-- cancels a job in progress pays for it (PER HOUR: the time worked; PER JOB: LATE_CANCEL_FEE_PERCENT of the
-- price), and that charge goes to the provider like any settled order's. It is decided once, under the
-- order's lock when it is cancelled, and kept here so every later step (the capture, a retry by the
-- sweeper, the payout) works from the same figure. NULL: cancelled free, or not cancelled.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS cancel_charge_minor integer CHECK (cancel_charge_minor >= 0);
