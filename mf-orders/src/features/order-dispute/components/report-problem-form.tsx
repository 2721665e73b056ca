// "Report a problem": a reason from the list, a description and up to five photos, checked before they are
// sent; a refusal shows the server's words and keeps what was typed.

import { readImage } from '@callout/chat/read-image';
import { disputeReasons, maxDisputePhotos } from '@callout/contracts/disputes';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { reportProblem } from '../api/order-dispute-api';

export function ReportProblemForm({
  orderId,
  onReported,
  onCancel,
}: {
  orderId: string;
  onReported: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => reportProblem(orderId, { reason, description: description.trim(), photos }),
    onSuccess: onReported,
  });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length > maxDisputePhotos) {
      setProblem(t('dispute.tooManyPhotos'));
      return;
    }
    const read: string[] = [];
    for (const file of files) {
      const photo = await readImage(file);
      if (photo.kind !== 'ok') {
        setProblem(t('dispute.photoRefused', { name: file.name }));
        return;
      }
      read.push(photo.dataUrl);
    }
    setProblem(null);
    setPhotos(read);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    send.mutate();
  };

  return (
    <form className="or-dispute__form" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>
          {t('dispute.reason')}
        </label>
        <select
          id={`${id}-reason`}
          className="field__input"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        >
          <option value="">{t('dispute.chooseReason')}</option>
          {disputeReasons.map((value) => (
            <option key={value} value={value}>
              {t(`dispute.reasons.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          {t('dispute.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className="field__input"
          rows={4}
          maxLength={2000}
          aria-describedby={`${id}-description-hint`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={`${id}-description-hint`} className="field__hint">
          {t('dispute.descriptionHint')}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-photos`}>
          {t('dispute.photos')}
        </label>
        <input
          id={`${id}-photos`}
          className="field__input"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          aria-describedby={`${id}-photos-hint`}
          onChange={(event) => void pick(event)}
        />
        <p id={`${id}-photos-hint`} className="field__hint">
          {t('dispute.photosHint')}
        </p>
      </div>
      {problem ? <Notice tone="error" title={problem} /> : null}
      {send.isError ? <Notice tone="error" title={messageFor(send.error, t('dispute.failed'))} /> : null}
      <p className="or-dispute__actions">
        <Button type="submit" loading={send.isPending}>
          {t('dispute.send')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('dispute.cancel')}
        </Button>
      </p>
    </form>
  );
}
