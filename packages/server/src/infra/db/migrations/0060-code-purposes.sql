-- One-time codes are bound to one purpose each (issue 16): 'verify' the email (mailed on registration, or
-- asked for while signed in), 'delete' the account, 'recover' the password. 'signup' codes verified the email
-- and become 'verify'; 'session' codes did both, live ten minutes at most, and are retired.
-- The old check allows no 'verify': it goes before the rows change.
ALTER TABLE one_time_codes DROP CONSTRAINT IF EXISTS one_time_codes_purpose_check;
UPDATE one_time_codes SET purpose = 'verify' WHERE purpose = 'signup';
UPDATE one_time_codes SET purpose = 'verify', used_at = coalesce(used_at, now()) WHERE purpose = 'session';
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('verify', 'delete', 'recover'));
-- Codes are looked up by account and purpose, and pruned by expiry.
CREATE INDEX IF NOT EXISTS one_time_codes_account_purpose ON one_time_codes (account_id, purpose);
CREATE INDEX IF NOT EXISTS one_time_codes_expires ON one_time_codes (expires_at);
CREATE INDEX IF NOT EXISTS sessions_expires ON sessions (expires_at);
CREATE INDEX IF NOT EXISTS rate_limits_window ON rate_limits (window_started_at);
