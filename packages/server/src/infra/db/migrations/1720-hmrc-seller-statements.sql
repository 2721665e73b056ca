-- Each seller's copy of what is reported to HMRC for a year, sent once per seller and year whichever
-- instance or operator sends it (the primary key): by the statements job from 1 January, or with the report
-- an operator records. doc_ref_id names the recorded report's record the copy showed, when there was one.
CREATE TABLE hmrc_seller_statements (
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  year integer NOT NULL,
  doc_ref_id text,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, year)
);
-- Sellers in a report recorded before this table existed have had their copy with it.
INSERT INTO hmrc_seller_statements (provider_id, year, doc_ref_id, sent_at)
SELECT DISTINCT ON (s.provider_id, s.year) s.provider_id, s.year, s.doc_ref_id, r.produced_at
FROM hmrc_report_sellers s JOIN hmrc_reports r ON r.id = s.report_id
ORDER BY s.provider_id, s.year, r.produced_at DESC
ON CONFLICT DO NOTHING;
