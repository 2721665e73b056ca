/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Release label stamped in by the build pipeline; every page carries it as data-build. */
  readonly VITE_BUILD_ID?: string;
}
