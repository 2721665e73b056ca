-- The providers whose service area covers a job's place are found through an index (issue 37, item 5;
-- ADR 0049), not by testing every provider certified for the product: each area's reach is indexed as a
-- latitude/longitude box around its circle (GiST, core PostgreSQL, which PGlite ships too), and the exact
-- great-circle test (infra/geo/service-area-queries.ts) runs only on the areas whose box holds the place.
-- The box is drawn wide: a degree of latitude taken as 68 miles (it is 69.1 on the sphere the distance uses)
-- and a degree of longitude measured at the box's poleward edge, so no covered place falls outside it.
CREATE FUNCTION service_reach(lat double precision, lng double precision, radius_miles integer) RETURNS box
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT box(
    point(lat - radius_miles / 68.0::float8,
          lng - radius_miles / (68.0::float8 * cos(radians(least(89.0::float8, abs(lat) + radius_miles / 68.0::float8))))),
    point(lat + radius_miles / 68.0::float8,
          lng + radius_miles / (68.0::float8 * cos(radians(least(89.0::float8, abs(lat) + radius_miles / 68.0::float8))))))
$$;

CREATE INDEX provider_service_areas_reach ON provider_service_areas
  USING gist (service_reach(lat, lng, radius_miles));
