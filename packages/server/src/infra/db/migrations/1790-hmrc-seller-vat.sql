-- A seller's VAT number for the report to HMRC, when they have one (the country of residence is already
-- kept, GB unless the seller says otherwise).
ALTER TABLE seller_tax_details ADD COLUMN vat_number text;
