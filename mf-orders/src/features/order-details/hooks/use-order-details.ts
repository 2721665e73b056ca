// The order on screen. `reload` asks again in the background, keeping the order visible meanwhile, so
// actions and polls can refresh it without a flash of spinner.
import { useCallback, useEffect, useState } from 'react';
import type { AccountType } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import { ServerRefusal } from '../../../lib/errors';
import type { OrderDetails } from '../../../lib/order';
import { getOrderDetails } from '../api/get-order-details';

export interface OrderDetailsState {
  order: OrderDetails | null;
  loading: boolean;
  /** The server's refusal, or '' for a failure without words (network, bad answer). */
  error: string | null;
  reload: () => void;
}

export function useOrderDetails(accountType: AccountType, orderId: string): OrderDetailsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<OrderDetailsState, 'reload'>>({
    order: null,
    loading: true,
    error: null,
  });

  useEffect(() => {
    void attempt; // reload() runs the same request again.
    const controller = new AbortController();
    setState((previous) => ({
      // Another order id starts from nothing; a reload of the same one keeps it on screen.
      order: previous.order?.id === orderId ? previous.order : null,
      loading: true,
      error: null,
    }));
    getOrderDetails(accountType, orderId, controller.signal).then(
      (order) => {
        if (!controller.signal.aborted) setState({ order, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the order', error);
        if (error instanceof ServerRefusal) alertMessage(error.message); // spec section 8
        const message = error instanceof ServerRefusal ? error.message : '';
        setState((previous) => ({ ...previous, loading: false, error: message }));
      },
    );
    return () => controller.abort();
  }, [accountType, orderId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
