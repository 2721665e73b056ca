// POST /loadsupportcases (/provider/loadsupportcases): the account's cases, filtered by the search text.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type SupportCase,
  type SupportCasesResponse,
  supportCasesResponseSchema,
} from '@callout/contracts/support';
import { useCallback, useEffect, useState } from 'react';
import { searchDebounceMs } from '../../../config/constants';
import type { AccountType } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const pathFor = (role: AccountType) =>
  role === 'provider' ? 'provider/loadsupportcases' : 'loadsupportcases';

export function loadSupportCases(
  role: AccountType,
  search: string,
  signal?: AbortSignal,
): Promise<SupportCasesResponse> {
  const path = pathFor(role);
  return parseJson(
    supportCasesResponseSchema,
    api.post(path, { body: formBody({ value: search }), ...(signal ? { signal } : {}) }),
    `/${path}`,
  );
}

export interface SupportCasesState {
  /** The last list loaded, kept on screen while the next search runs. */
  cases: SupportCase[] | null;
  /** The search text those cases answer. */
  searchedFor: string;
  loading: boolean;
  error: string | null;
}

/** Loads as the user types, after a short pause; an answer to an older search never replaces a newer one. */
export function useSupportCases(role: AccountType, search: string) {
  const query = useDebouncedValue(search.trim(), searchDebounceMs);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<SupportCasesState>({
    cases: null,
    searchedFor: '',
    loading: true,
    error: null,
  });

  // `version` is in the dependencies only to run the load again on reload().
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    loadSupportCases(role, query, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState(
          answer.success
            ? { cases: answer.data ?? [], searchedFor: query, loading: false, error: null }
            : (previous) => ({ ...previous, loading: false, error: answer.message }),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the support cases', error);
        setState((previous) => ({ ...previous, loading: false, error: '' }));
      },
    );
    return () => controller.abort();
  }, [role, query, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
