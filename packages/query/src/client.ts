// How every query and mutation of the app behaves unless a call says otherwise.
import { QueryClient } from '@tanstack/react-query';

/** A status the server gave, read from ky's HTTPError, the API client's refusals or a plain { status }. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  if (typeof response?.status === 'number') return response.status;
  return undefined;
}

/** A refusal (4xx) is the server's answer, not a failure: asking again would get the same one. */
export function isRefusal(error: unknown): boolean {
  // A refusal inside a successful answer (success: false) says so itself (ServerRefusal in the module kit).
  if (typeof error === 'object' && error !== null && (error as { refusal?: unknown }).refusal === true)
    return true;
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Fresh for half a minute: moving between pages does not ask again; coming back later does.
        staleTime: 30_000,
        retry: (failures, error) => !isRefusal(error) && failures < 2,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // The worker answers from its cache offline: ask it rather than wait for the network.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
        // Posts that must survive a lost connection go through the outbox, not a paused mutation.
        networkMode: 'always',
      },
    },
  });
}

/** The id of the script element that carries a rendered page's queries to the browser. */
export const renderedQueriesId = 'callout-rendered-queries';

let browserClient: QueryClient | undefined;

/**
 * The page's one client, made on first use: the shell provides it above every route, and clears it when
 * the account changes so nothing of one account is shown to the next. Never used on the server, where
 * each drawing has a client of its own (createQueryClient).
 */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}
