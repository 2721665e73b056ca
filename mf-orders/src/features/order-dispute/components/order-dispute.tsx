// The order page's problem section, loaded with its texts only in the browser once the page is there: the
// page as the server draws it (and the browser's first render) never waits for it, and the module's first
// route carries none of its code.
import { lazyTexts } from '@callout/i18n/lazy-texts';
import { orderDisputesTranslations } from '@callout/i18n/translations';
import { retriedLazy } from '@callout/ui/module-page';
import { Suspense, useEffect, useState } from 'react';
import type { AccountType } from '../../../config/paths';

const withTexts = lazyTexts('orders', orderDisputesTranslations);
const DisputeSection = retriedLazy(() =>
  withTexts(import('./dispute-section')).then((m) => ({ default: m.DisputeSection })),
);

/** Only finished orders can have a problem reported (the server decides the window). */
const finished = new Set(['COMPLETED', 'CANCELLED']);

export function OrderDispute({
  accountType,
  orderId,
  status,
}: {
  accountType: AccountType;
  orderId: string;
  status: string;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !finished.has(status)) return null;
  return (
    <Suspense fallback={null}>
      <DisputeSection accountType={accountType} orderId={orderId} />
    </Suspense>
  );
}
