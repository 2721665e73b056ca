// The spec's confirmations and alerts are the browser's own dialogs; one place wraps them so a test (or a
// later in-page dialog) can replace them.
export const confirmAction = (message: string): boolean => window.confirm(message);
export const alertMessage = (message: string): void => window.alert(message);
