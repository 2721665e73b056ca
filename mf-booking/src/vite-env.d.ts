/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Release label stamped in by the build pipeline; marks which release served a page. */
  readonly VITE_BUILD_ID?: string;
}
