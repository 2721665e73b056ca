// What each side may do to a series from the list: the provider accepts or declines a new one; the customer
// pauses, resumes or ends it, and skips the next visit while it is not booked yet (a booked visit is
// cancelled or moved from its order). The server's refusal is said in its words.
import type { OrderSeries } from '@callout/contracts/order-series';
import { useTranslation } from '@callout/i18n/react';
import { ServerRefusal } from '@callout/module-kit/errors';
import { useMutation, useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import type { AccountType } from '../../../config/paths';
import { changeSeries, type SeriesChange } from '../api/change-series';

type ChoiceName = 'accept' | 'decline' | 'skip' | 'pause' | 'resume' | 'end';

interface Choice {
  key: ChoiceName;
  change: SeriesChange;
}

function choicesFor(accountType: AccountType, series: OrderSeries): Choice[] {
  const choice = (key: ChoiceName, change: SeriesChange): Choice => ({ key, change });
  if (accountType === 'provider') {
    return series.Status === 'PENDING'
      ? [
          choice('accept', { kind: 'answer', answer: 'ACCEPT' }),
          choice('decline', { kind: 'answer', answer: 'DECLINE' }),
        ]
      : [];
  }
  const next = series.Next;
  const skippable = next !== null && next.OrderID === null && series.Status !== 'PENDING';
  const open = series.Status === 'ACTIVE' || series.Status === 'PAUSED' || series.Status === 'PENDING';
  return [
    ...(skippable ? [choice('skip', { kind: 'skip', date: next.Date })] : []),
    ...(series.Status === 'ACTIVE' ? [choice('pause', { kind: 'status', action: 'PAUSE' })] : []),
    ...(series.Status === 'PAUSED' ? [choice('resume', { kind: 'status', action: 'RESUME' })] : []),
    ...(open ? [choice('end', { kind: 'status', action: 'END' })] : []),
  ];
}

export function SeriesActions({ accountType, series }: { accountType: AccountType; series: OrderSeries }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (change: SeriesChange) => changeSeries(series.ID, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['series', accountType] }),
  });
  const choices = choicesFor(accountType, series);
  if (!choices.length) return null;
  const error = mutation.error;
  return (
    <div className="or-actions">
      {choices.map(({ key, change }) => (
        <Button
          key={key}
          variant={key === 'accept' ? 'primary' : 'secondary'}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(change)}
        >
          {t(`series.actions.${key}`)}
        </Button>
      ))}
      {error ? (
        <Notice tone="error">
          {error instanceof ServerRefusal ? error.message : t('series.actions.failed')}
        </Notice>
      ) : null}
      {mutation.data ? <output className="or-row__meta">{mutation.data.message}</output> : null}
    </div>
  );
}
