// The order list for what the user has typed: asked after a short pause, the previous request aborted,
// so an older, slower answer never replaces a newer one.
import { useCallback, useEffect, useState } from 'react';
import { searchDebounceMs } from '../../../config/constants';
import type { AccountType } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ServerRefusal } from '../../../lib/errors';
import { getOrders, type OrderListRow } from '../api/get-orders';

export interface OrderSearchState {
  /** The last list loaded, kept on screen while the next search runs. */
  rows: OrderListRow[] | null;
  /** The search text those rows answer. */
  searchedFor: string;
  loading: boolean;
  /** The server's refusal, or '' for a failure without words (network, bad answer). */
  error: string | null;
}

export function useOrderSearch(accountType: AccountType, search: string) {
  const query = useDebouncedValue(search.trim(), searchDebounceMs);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OrderSearchState>({
    rows: null,
    searchedFor: '',
    loading: true,
    error: null,
  });

  useEffect(() => {
    void attempt; // A retry runs the same search again.
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    getOrders(accountType, query, controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setState({ rows, searchedFor: query, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the orders', error);
        const message = error instanceof ServerRefusal ? error.message : '';
        setState((previous) => ({ ...previous, loading: false, error: message }));
      },
    );
    return () => controller.abort();
  }, [accountType, query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
