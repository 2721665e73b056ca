// Hide one review under the review policy: the reason first (the author is mailed it), then the button.
// A hidden review stays listed here with its reason; it no longer shows or counts in any rating, until an
// operator shows it again (a mistake, or an appeal upheld), when it counts once more.
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../../components/text-area-field';
import { hideReview, showReview } from '../api/accounts-api';

export function ReviewHideForm({
  reviewId,
  orderId,
  onHidden,
}: {
  reviewId: string;
  orderId: string;
  onHidden: () => void;
}) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => hideReview(reviewId, reason.trim()),
    onSuccess: () => {
      setOpen(false);
      setReason('');
      onHidden();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(t('accounts.review.reasonRequired'));
      return;
    }
    setProblem(null);
    send.mutate();
  };
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('accounts.review.hide', { order: orderId })}
      </Button>
    );
  }
  return (
    <form className="ops-review-hide" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('accounts.review.reason', { order: orderId })}
        hint={t('accounts.review.reasonHint')}
        value={reason}
        maxLength={500}
        rows={2}
        required
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      {send.isError ? <Notice tone="error" title={messageFor(send.error, t('people.networkError'))} /> : null}
      <Button type="submit" variant="accent" loading={send.isPending}>
        {t('accounts.review.hideYes')}
      </Button>{' '}
      <Button variant="secondary" onClick={() => setOpen(false)}>
        {t('accounts.suspension.cancel')}
      </Button>
    </form>
  );
}

export function ReviewShowButton({
  reviewId,
  orderId,
  onShown,
}: {
  reviewId: string;
  orderId: string;
  onShown: () => void;
}) {
  const { t } = useTranslation('ops');
  const send = useMutation({ mutationFn: () => showReview(reviewId), onSuccess: onShown });
  return (
    <div className="ops-review-hide">
      {send.isError ? <Notice tone="error" title={messageFor(send.error, t('people.networkError'))} /> : null}
      <Button variant="secondary" loading={send.isPending} onClick={() => send.mutate()}>
        {t('accounts.review.show', { order: orderId })}
      </Button>
    </div>
  );
}
