// The review form's stars and words, read back from the device when the form first shows an order and
// saved as they change (data/review-draft.ts).
import { useCallback, useEffect, useState } from 'react';
import {
  discardReviewDraft,
  emptyReviewDraft,
  isEmptyReviewDraft,
  type ReviewDraft,
  readReviewDraft,
  saveReviewDraft,
} from '../../../data/review-draft';

export function useReviewDraft(orderId: string) {
  const [draft, setDraft] = useState<ReviewDraft>(emptyReviewDraft);

  useEffect(() => {
    let current = true;
    readReviewDraft(orderId)
      .then((saved) => {
        // What was chosen or typed before the read came back wins.
        if (current && saved) setDraft((typed) => (isEmptyReviewDraft(typed) ? saved : typed));
      })
      .catch((error: unknown) => console.warn('Could not read the review being written', error));
    return () => {
      current = false;
    };
  }, [orderId]);

  const change = useCallback(
    (next: ReviewDraft) => {
      setDraft(next);
      saveReviewDraft(orderId, next);
    },
    [orderId],
  );

  /** The review went (or waits in the outbox): nothing half-written is left. */
  const forget = useCallback(() => void discardReviewDraft(orderId), [orderId]);

  return { draft, change, forget };
}
