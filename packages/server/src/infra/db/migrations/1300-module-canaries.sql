-- Canary releases: a module's version served to a share of devices before every device gets it. A device
-- keeps its version across reloads by the bucket (0 to 99) its cookie holds; no account or person is named.
-- At most one canary per module, beside its live version.
CREATE TABLE module_canaries (
  module text PRIMARY KEY,
  version text NOT NULL,
  -- The share of devices, in whole percent, that get the canary.
  share smallint NOT NULL CHECK (share BETWEEN 1 AND 99),
  started_at timestamptz NOT NULL DEFAULT now(),
  started_by text NOT NULL,
  FOREIGN KEY (module, version) REFERENCES module_versions (module, version)
);
CREATE INDEX module_canaries_version ON module_canaries (module, version);

-- An account (an operator testing, or a named customer or provider) held at one version of a module,
-- whatever is live or in canary, until the pin is taken off.
CREATE TABLE module_pins (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  module text NOT NULL,
  version text NOT NULL,
  pinned_at timestamptz NOT NULL DEFAULT now(),
  pinned_by text NOT NULL,
  PRIMARY KEY (account_id, module),
  FOREIGN KEY (module, version) REFERENCES module_versions (module, version) ON DELETE CASCADE
);
CREATE INDEX module_pins_version ON module_pins (module, version);

-- The release log also records canaries (with their share), promotions, rollbacks and pins.
ALTER TABLE module_release_log DROP CONSTRAINT module_release_log_action_check;
ALTER TABLE module_release_log ADD CONSTRAINT module_release_log_action_check
  CHECK (action IN ('upload', 'release', 'canary', 'promote', 'rollback', 'pin', 'unpin'));
ALTER TABLE module_release_log ADD COLUMN share smallint;
-- Whose pin it was (an account id), for pin and unpin.
ALTER TABLE module_release_log ADD COLUMN account_id text;
