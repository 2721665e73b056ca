// The spec's confirmations and alerts are the browser's own dialogs; one place wraps them so a test (or a
// later in-page dialog) can replace them.
export const confirmAction = (message: string): boolean => window.confirm(message);
export const alertMessage = (message: string): void => window.alert(message);

/**
 * A full page load into another module's route. Reorder needs it: mf-booking keeps the request draft in
 * memory once read, so only a fresh load makes it read the draft this module just stored.
 */
export const loadPage = (href: string): void => window.location.assign(href);
