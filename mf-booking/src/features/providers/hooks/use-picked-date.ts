// The providers step's date: what the customer picks here, else the date last picked for this draft on
// this device (data/picked-date.ts), else the draft's own. A date outside the booking window is not offered.
import type { RequestDraft } from '@callout/contracts/booking';
import { bookingWindow } from '@callout/contracts/fields';
import { useEffect, useState } from 'react';
import { keepPickedDate, readPickedDate } from '../../../data/picked-date';

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

  const { min, max } = bookingWindow();
  const inWindow = (date: string | undefined) => (date && date >= min && date <= max ? date : undefined);
  const date = picked ?? inWindow(kept) ?? inWindow(draft?.Scheduled) ?? '';
  return [date, pick] as const;
}
