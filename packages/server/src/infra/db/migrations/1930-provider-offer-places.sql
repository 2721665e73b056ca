-- The providers list for a job's place (POST /activeproviders) is nearest first. It read every provider
-- certified for the product, kept those whose area covers the job and sorted them all by distance: 212
-- providers at size M for a page of 50, ten times as many at L. Each service a provider offers now keeps where
-- they work from, as a point on the unit sphere (x, y, z), in a GiST index beside the product: the nearest
-- offers of a product come first off the index, and the list reads about a page of them. The straight line
-- between two points on a sphere grows with the great-circle distance between them, so this order is the
-- haversine's (infra/geo/service-area-queries.ts). cube and btree_gist (which lets the GiST index hold the
-- product) ship with PostgreSQL's contrib and with PGlite (loaded in db/pglite-worker.mjs), and are trusted,
-- so the database owner may create them.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- A point on the unit sphere; the providers list places the job with it too (catalogue/availability-queries.ts).
CREATE FUNCTION unit_sphere(lat double precision, lng double precision) RETURNS cube
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT cube(ARRAY[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)),
    sin(radians(lat))]::float8[]) $$;

-- One row per service offered (of any status: the list reads ACTIVE ones) by a provider with a service area.
CREATE TABLE provider_offer_places (
  provider_id text NOT NULL REFERENCES provider_service_areas (provider_id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  base cube NOT NULL,
  PRIMARY KEY (provider_id, product_id),
  FOREIGN KEY (provider_id, product_id) REFERENCES provider_services (provider_id, product_id)
    ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX provider_offer_places_nearest ON provider_offer_places USING gist (product_id, base);

INSERT INTO provider_offer_places (provider_id, product_id, base)
SELECT ps.provider_id, ps.product_id, unit_sphere(sa.lat, sa.lng)
FROM provider_services ps JOIN provider_service_areas sa ON sa.provider_id = ps.provider_id;

-- A service offered by a provider who has an area: its place.
CREATE FUNCTION offer_place_of_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_offer_places (provider_id, product_id, base)
  SELECT NEW.provider_id, NEW.product_id, unit_sphere(sa.lat, sa.lng)
  FROM provider_service_areas sa WHERE sa.provider_id = NEW.provider_id
  ON CONFLICT (provider_id, product_id) DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER provider_services_offer_place AFTER INSERT ON provider_services
  FOR EACH ROW EXECUTE FUNCTION offer_place_of_service();

-- An area set or moved: each of the provider's services is placed there (its removal cascades).
CREATE FUNCTION offer_places_of_area() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_offer_places (provider_id, product_id, base)
  SELECT ps.provider_id, ps.product_id, unit_sphere(NEW.lat, NEW.lng)
  FROM provider_services ps WHERE ps.provider_id = NEW.provider_id
  ON CONFLICT (provider_id, product_id) DO UPDATE SET base = EXCLUDED.base;
  RETURN NULL;
END $$;
CREATE TRIGGER provider_service_areas_offer_places AFTER INSERT OR UPDATE OF lat, lng ON provider_service_areas
  FOR EACH ROW EXECUTE FUNCTION offer_places_of_area();

ANALYZE provider_offer_places;
