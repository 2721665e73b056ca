-- Module releases, kept where every instance reads them, so all instances serve the same version at once.
-- A version is one build of one module, named by the hash of its files, and never changed once stored; a
-- module's live version is the one /remotes.json points at. Older versions stay served for a while, so a
-- page opened before a release still loads its own chunks.
CREATE TABLE module_versions (
  module text NOT NULL CHECK (module ~ '^[a-z][a-z0-9-]{0,39}$'),
  version text NOT NULL CHECK (version ~ '^[0-9a-f]{12}$'),
  -- module.json as it was built: the module's routes and menu.
  descriptor jsonb NOT NULL,
  -- build.json: the contract and the major versions of the shared libraries it was built against.
  built_against jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- An operator's account id, "release token" or "build folder" (a build found on the server's disk).
  created_by text NOT NULL,
  PRIMARY KEY (module, version)
);

CREATE TABLE module_version_files (
  module text NOT NULL,
  version text NOT NULL,
  path text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  body bytea NOT NULL,
  PRIMARY KEY (module, version, path),
  FOREIGN KEY (module, version) REFERENCES module_versions (module, version) ON DELETE CASCADE
);

CREATE TABLE module_live (
  module text PRIMARY KEY,
  version text NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now(),
  released_by text NOT NULL,
  FOREIGN KEY (module, version) REFERENCES module_versions (module, version)
);

-- Who uploaded and who released what, when. Rows are only ever added.
CREATE TABLE module_release_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  module text NOT NULL,
  version text NOT NULL,
  action text NOT NULL CHECK (action IN ('upload', 'release')),
  actor text NOT NULL
);
CREATE INDEX module_release_log_module ON module_release_log (module, at DESC, id DESC);
