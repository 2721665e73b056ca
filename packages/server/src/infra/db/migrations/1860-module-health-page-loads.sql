-- The module health reports counted, one row per page load, module version and kind of problem, kept by
-- every instance alike: a page load's report of a problem counts once across the fleet, however often and
-- to whichever instance it is sent. Rows older than a day are deleted (a report is counted only within a
-- day of its page load).
CREATE TABLE module_health_counted (
  -- The page load's id, as the server signed it into the page's `callout-load` cookie.
  page_load text NOT NULL,
  module text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL,
  counted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page_load, module, version, kind)
);
CREATE INDEX module_health_counted_at ON module_health_counted (counted_at);
