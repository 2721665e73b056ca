// Cancel and Publish Job let go of the draft's order only once the server has cancelled it; a failure is
// alerted and the draft kept as it was, so the customer can simply try again.
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation, useQueryClient } from '@callout/query';
import { useState } from 'react';
import { cancelOrder } from '../../../api/cancel-order';
import { alertMessage } from '../../../lib/dialogs';

/**
 * Why the order is being cancelled: the button that asked shows it is busy. `window`: a request for any
 * time that day replaced by one for the window the customer picked.
 */
export type Withdrawal = 'cancel' | 'publish' | 'window';

export function useOrderWithdrawal() {
  const { t } = useTranslation('booking');
  const [pending, setPending] = useState<Withdrawal | null>(null);
  const queryClient = useQueryClient();
  const cancellation = useMutation({
    mutationFn: cancelOrder,
    // The dashboard lists active orders, and is where Cancel leads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });

  /** True once no order is held on the server (none was, or it is cancelled now). */
  const withdraw = async (orderId: string | undefined, why: Withdrawal): Promise<boolean> => {
    if (!orderId) return true;
    setPending(why);
    try {
      await cancellation.mutateAsync(orderId);
      return true;
    } catch (error) {
      console.error('Cancelling the order failed', error);
      alertMessage(messageFor(error, t('errors.cancelFailed')));
      return false;
    } finally {
      setPending(null);
    }
  };

  return { withdraw, pending };
}
