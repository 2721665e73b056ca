-- Full addresses (issue 21): the lines the customer types after the postcode. `address` keeps the one-line
-- address composed from them (flat, house number and street, town); orders placed before this have NULLs.
ALTER TABLE order_shipping ADD COLUMN address_line1 text;
ALTER TABLE order_shipping ADD COLUMN address_line2 text;
ALTER TABLE order_shipping ADD COLUMN town text;
