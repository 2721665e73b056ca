// The providers step's date: what the customer picks here, else the date last picked for this draft on
// this device (data/picked-date.ts), else the draft's own. A date outside the booking window is not offered.
import type { RequestDraft } from '@callout/contracts/booking';
import { bookingWindow } from '@callout/contracts/fields';
import { useEffect, useState } from 'react';
import { keepPickedDate, readPickedDate } from '../../../data/picked-date';

/** `date` when it is in the booking window (today to 60 days ahead), else undefined. */
export function dateInWindow(date: string | undefined): string | undefined {
  const { min, max } = bookingWindow();
  return date && date >= min && date <= max ? date : undefined;
}

export function usePickedDate(draft: RequestDraft | undefined) {
  const [picked, setPicked] = useState<string | null>(null);
  const [kept, setKept] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!draft) return;
    let current = true;
    readPickedDate(draft)
      .then((date) => {
        if (current) setKept(date);
      })
      .catch((error: unknown) => console.warn('Could not read the date picked before', error));
    return () => {
      current = false;
    };
  }, [draft]);

  const pick = (date: string) => {
    setPicked(date);
    if (draft) keepPickedDate(draft, date);
  };

  const date = picked ?? dateInWindow(kept) ?? dateInWindow(draft?.Scheduled) ?? '';
  return [date, pick] as const;
}
