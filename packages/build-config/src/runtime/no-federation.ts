// Stands in for the federation runtime when the server renders a page (vite.render.config.ts): the pages
// it renders never load a module.
function unavailable(): never {
  throw new Error('Modules are loaded in the browser only');
}

export const __federation_method_setRemote = unavailable;
export const __federation_method_getRemote = unavailable;
export const __federation_method_unwrapDefault = unavailable;
