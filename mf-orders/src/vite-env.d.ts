/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Release label stamped in by the build pipeline; marks every page (components/module-page.tsx). */
  readonly VITE_BUILD_ID?: string;
}
