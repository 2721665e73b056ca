-- A code asked for while signed in without a purpose ('signed-in') verifies the email or deletes the
-- account, whichever the owner asks next; it never resets a password.
ALTER TABLE one_time_codes DROP CONSTRAINT IF EXISTS one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('verify', 'delete', 'recover', 'signed-in'));
