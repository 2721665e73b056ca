// The API's version, as `info.version` of the OpenAPI document. Raise the minor version when the API grows
// and the major one when a change breaks callers (the diff against released.json says which: release-diff.ts).
export const apiVersion = '1.0.0';
