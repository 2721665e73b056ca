// The language every text exists in and falls back to. A file of its own, so code that needs only this
// (i18n.ts, in every module's first chunk) does not bring the list of languages and their names with it.
export const defaultLanguage = 'en-GB';
