-- Reviews that can be trusted: an operator may hide a review that breaks the review policy (fake,
-- undisclosed incentive, abuse), with a reason the author is told; a hidden review is kept but no longer
-- shown, counted or averaged. The provider may answer a customer's review of them once, in public.
ALTER TABLE reviews ADD COLUMN IF NOT EXISTS hidden_at timestamptz;
ALTER TABLE reviews ADD COLUMN IF NOT EXISTS hidden_by text REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE reviews ADD COLUMN IF NOT EXISTS hidden_reason text;
ALTER TABLE reviews ADD COLUMN IF NOT EXISTS reply_body text;
ALTER TABLE reviews ADD COLUMN IF NOT EXISTS replied_at timestamptz;
