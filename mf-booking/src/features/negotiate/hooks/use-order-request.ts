// The order behind the draft: created through /requestservice when the draft has none, otherwise its
// details loaded through /loadexistingreq (negotiation).

import { isPublishedJob, type RequestDraft } from '@callout/contracts/booking';
import { checkText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { useCallback, useEffect, useState } from 'react';
import { ZodError } from 'zod';
import { cancelOrder } from '../../../api/cancel-order';
import { alertMessage } from '../../../lib/dialogs';
import { ServerRefusal } from '../../../lib/errors';
import { loadExistingRequest } from '../api/load-existing-request';
import { requestService } from '../api/request-service';

type Update = (change: (draft: RequestDraft) => RequestDraft) => Promise<RequestDraft | undefined>;

export interface OrderRequest {
  /** A problem to show, with `retry`; null while all is well. */
  problem: string | null;
  retry: () => void;
}

export function useOrderRequest(draft: RequestDraft, update: Update): OrderRequest {
  const { t } = useTranslation('booking');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const {
    Order,
    ProdId,
    ZipCode,
    Address,
    Scheduled,
    Window,
    Provider,
    AddressLine1,
    AddressLine2,
    Town,
    Note,
    Hours,
    StartNow,
  } = draft;

  const report = useCallback(
    (error: unknown) => {
      console.error('Negotiation call failed', error);
      if (error instanceof ServerRefusal) {
        alertMessage(error.message);
        setProblem(error.message);
      } else if (error instanceof ZodError) {
        // The draft no longer passes the contract, e.g. its date has gone by: say what to change.
        const message = error.issues[0]?.message;
        setProblem(message ? checkText(message) : t('errors.network'));
      } else {
        setProblem(t('errors.network'));
      }
    },
    [t],
  );

  useEffect(() => {
    void attempt; // Retry runs this again.
    setProblem(null);
    if (Order) {
      const controller = new AbortController();
      loadExistingRequest({ orderid: Order, provider: Provider ?? '' }, controller.signal).then(
        (details) => {
          // A bidder engaged meanwhile (another tab, another device) is the order's provider now.
          const engaged = details.requestDetails?.[0]?.Provider;
          if (engaged && !isPublishedJob(engaged) && engaged !== Provider && isPublishedJob(Provider)) {
            void update((current) => (current.Order === Order ? { ...current, Provider: engaged } : current));
          }
        },
        (error: unknown) => controller.signal.aborted || report(error),
      );
      return () => controller.abort();
    }
    const input = {
      prodid: ProdId ?? '',
      zipcode: ZipCode ?? '',
      address: Address ?? '',
      scheduled: Scheduled ?? '',
      provider: Provider ?? '',
      // The address lines when the location step asked for them; a reorder may have only `address`.
      ...(AddressLine1 !== undefined &&
        Town !== undefined && { AddressLine1, AddressLine2: AddressLine2 ?? '', Town }),
      // The note for the provider, when the customer wrote one.
      ...(Note && { note: Note }),
      // The arrival window picked, for the chosen provider or the published job; none: any time that day.
      ...(Window && { window: Window }),
      // The hours picked for a PER HOUR service; none: one hour.
      ...(Hours && { hours: Hours }),
      // The express request to start inside the 14 days to cancel, asked on the providers step.
      ...(StartNow === 'true' && { startnow: 'true' as const }),
    };
    // Not cancelled on unmount: the order exists once the server answers, so the draft must learn its
    // id even if the customer has left the page; requestService joins a request already in flight.
    requestService(input).then(async (order) => {
      const saved = await update((current) =>
        // Only the draft this order was made for (its window too); a draft cancelled or changed meanwhile
        // stays as it is, and the order no draft holds is cancelled below.
        !current.Order &&
        current.ProdId === ProdId &&
        current.Scheduled === Scheduled &&
        current.Provider === Provider &&
        current.Window === Window
          ? { ...current, Order: order, toNegotiate: true }
          : current,
      );
      // No draft holds the order, so nobody could ever cancel it: do it now rather than leave it open.
      if (saved && saved.Order !== order) {
        await cancelOrder(order).catch((error: unknown) =>
          console.error('Cancelling an order no draft holds failed', error),
        );
      }
    }, report);
  }, [
    Order,
    ProdId,
    ZipCode,
    Address,
    AddressLine1,
    AddressLine2,
    Town,
    Scheduled,
    Window,
    Provider,
    Note,
    Hours,
    StartNow,
    attempt,
    update,
    report,
  ]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { problem, retry };
}
