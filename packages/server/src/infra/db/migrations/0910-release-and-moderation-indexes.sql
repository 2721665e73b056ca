-- Every foreign key has an index that starts with its columns, so deleting or changing the row it points at
-- never scans the table that points: the live release of each module (module_live → module_versions) and
-- the operator who hid a review (reviews → accounts).
CREATE INDEX IF NOT EXISTS module_live_version ON module_live (module, version);
CREATE INDEX IF NOT EXISTS reviews_hidden_by ON reviews (hidden_by);
