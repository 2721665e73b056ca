// The old name of ./page-rendering, kept only while the modules' renderers move over to it: import from
// @callout/contracts/page-rendering.
import type { RenderedModulePage } from './page-rendering';

export type { ModulePageRequest, RenderModulePage } from './page-rendering';
export { pageSessionCookie } from './page-rendering';

/** @deprecated Use `RenderedModulePage` from @callout/contracts/page-rendering. */
export type DrawnModulePage = RenderedModulePage;
