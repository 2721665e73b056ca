/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Release label stamped in by the build pipeline; shown on placeholder pages. */
  readonly VITE_BUILD_ID?: string;
}
