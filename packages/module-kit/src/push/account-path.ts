// Customers' calls sit at the API root, providers' under /provider (spec section 7); push and the
// notification settings follow that rule, all but the public key.
import { readSession } from '@callout/api-client/session-read';

export const accountPath = (endpoint: string) =>
  readSession()?.accountType === 'provider' ? `provider/${endpoint}` : endpoint;
