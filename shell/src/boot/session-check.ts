// What checking a stored session evaluates (the API client, ky and the zod contracts), the largest part of
// the app after the libraries: on a page rendered for a signed-in account, evaluated in a task of its own
// (src/boot.ts) before the app asks for the check.
import { validateSession } from '../features/auth/api/validate-session';

export const sessionCheck = validateSession;
// What swaps the server's page for the app's, on the same pages only (main.tsx imports it lazily).
export { takeOverWhenShown } from '../app/take-over';
