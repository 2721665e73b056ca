-- Service areas (issue 21): where a provider works from (a UK postcode, placed by the gazetteer when it is
-- saved) and how far they travel. Customers searching by postcode find only providers whose area covers
-- the job; published jobs reach only providers in range.
CREATE TABLE provider_service_areas (
  provider_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  -- As the provider typed it, normalised ("SE15 4QL" or a district such as "SE15").
  zip_code text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  radius_miles integer NOT NULL DEFAULT 15 CHECK (radius_miles BETWEEN 1 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The coarse box around a job is searched on latitude first.
CREATE INDEX provider_service_areas_lat ON provider_service_areas (lat);
