-- The language an account is written to in (mails, pushes, the bell's notifications), as its owner chose it
-- in a language switch while signed in; NULL until then, which reads as British English. The app checks the
-- value against the languages Callout is written in, so adding one needs no migration.
ALTER TABLE accounts ADD COLUMN IF NOT EXISTS language text;
