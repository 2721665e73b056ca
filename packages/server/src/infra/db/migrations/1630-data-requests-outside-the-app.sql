-- A request for a copy of one's data may reach the platform outside the app (by email, by post, by phone):
-- an operator records it for the account, and its one-month clock runs from the day it arrived (asked_at).
-- Requests asked in the app are 'app'; recorded_by is the operator who recorded one from outside.
ALTER TABLE data_access_requests
  ADD COLUMN channel text NOT NULL DEFAULT 'app' CHECK (channel IN ('app', 'email', 'post', 'phone')),
  ADD COLUMN recorded_by text,
  ADD COLUMN note text;
