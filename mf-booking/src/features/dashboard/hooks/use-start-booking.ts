// Starting a booking from the dashboard: at a saved location, a trending service or a leading provider.
// The new draft replaces the old one; a draft still holding an order (a negotiation left open) lets go of
// it only once the customer agrees and the server has cancelled it, so no order is left in NEW ORDER.
import type { RequestDraft } from '@callout/contracts/booking';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useQueryClient } from '@callout/query';
import { useNavigate } from '@callout/router';
import { useState } from 'react';
import { cancelOrder } from '../../../api/cancel-order';
import { alertMessage, confirmAction } from '../../../lib/dialogs';
import { dashboardQuery } from '../api/get-dashboard';

export function useStartBooking() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);

  const letGoOfOrder = async (orderId: string): Promise<boolean> => {
    if (!confirmAction(t('confirm.cancelOrder'))) return false;
    try {
      await cancelOrder(orderId);
      // Its active orders list it no more.
      void queryClient.invalidateQueries({ queryKey: dashboardQuery().queryKey });
      return true;
    } catch (error) {
      console.error('Cancelling the order of the earlier booking failed', error);
      alertMessage(messageFor(error, t('errors.cancelFailed')));
      return false;
    }
  };

  /**
   * Replaces the draft with `draft` and goes to `to`, or to the first step it still needs; false when it did
   * not (the customer kept the earlier booking, or it is already starting).
   */
  const start = async (draft: RequestDraft, to?: string): Promise<boolean> => {
    if (starting) return false;
    setStarting(true);
    try {
      // The draft's storage (IndexedDB, Dexie) and its rules load when a booking starts, not with the
      // dashboard.
      const [{ loadDraft }, { changeDraft }, { nextStepHref }] = await Promise.all([
        import('../../../data/request-draft'),
        import('../../../hooks/use-request-draft'),
        import('../../../lib/draft-steps'),
      ]);
      const held = (await loadDraft().catch(() => undefined))?.Order;
      if (held && !(await letGoOfOrder(held))) return false;
      const saved = await changeDraft(() => draft);
      if (!saved) return false;
      await navigate(to ?? nextStepHref(saved));
      return true;
    } finally {
      setStarting(false);
    }
  };

  return { start, starting };
}
