-- Page loads, load failures and errors caught, per stored version of a module, summed over every instance
-- (each adds what it counted every few seconds). Gone with its version.
CREATE TABLE module_version_health (
  module text NOT NULL,
  version text NOT NULL,
  loads bigint NOT NULL DEFAULT 0,
  load_failures bigint NOT NULL DEFAULT 0,
  errors bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (module, version),
  FOREIGN KEY (module, version) REFERENCES module_versions (module, version) ON DELETE CASCADE
);

-- A canary's own page loads and problems (load failures and errors) since it started: its automatic
-- rollback is judged on these, not on what the same version did in an earlier canary.
ALTER TABLE module_canaries ADD COLUMN loads bigint NOT NULL DEFAULT 0;
ALTER TABLE module_canaries ADD COLUMN problems bigint NOT NULL DEFAULT 0;
