// Sends the photos kept on the device to the order once it exists, one at a time, each forgotten once the
// server has it. A post is not queued offline (the request itself needs a connection), so a failure keeps
// the rest on the device and says so, with a retry; coming back online retries too.
import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, messageFor, ServerRefusal } from '@callout/module-kit/errors';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { useEffect, useState } from 'react';
import { jobPhotosSnapshot, saveJobPhotos } from '../../../data/job-photos';
import { addJobPhoto } from '../api/add-job-photo';
import { useJobPhotos } from '../hooks/use-job-photos';

type Status = { kind: 'idle' | 'sending' | 'sent' | 'offline' } | { kind: 'failed'; reason: string };

// One upload at a time across re-renders and remounts: a photo must not be sent twice.
let sending: Promise<void> | null = null;

async function sendKeptPhotos(orderid: string): Promise<void> {
  for (;;) {
    const [first, ...rest] = jobPhotosSnapshot() ?? [];
    if (!first) return;
    try {
      await addJobPhoto({ orderid, ImageData: first });
    } catch (error) {
      // Refused (not a picture the server takes, or one too many): sending it again would not help.
      if (error instanceof ServerRefusal) await saveJobPhotos(rest);
      throw error;
    }
    await saveJobPhotos(rest);
  }
}

export function JobPhotoUpload({ order }: { order: string | undefined }) {
  const { t } = useTranslation('booking');
  const { photos } = useJobPhotos();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const waiting = (photos?.length ?? 0) > 0;

  useEffect(() => {
    void attempt; // Retry runs this again.
    if (!order || !waiting || sending) return;
    setStatus({ kind: 'sending' });
    sending = sendKeptPhotos(order).finally(() => {
      sending = null;
    });
    sending.then(
      () => setStatus({ kind: 'sent' }),
      (error: unknown) => {
        console.error('Sending the job photos failed', error);
        setStatus(
          isNetworkFailure(error)
            ? { kind: 'offline' }
            : { kind: 'failed', reason: messageFor(error, t('errors.network')) },
        );
      },
    );
  }, [order, waiting, attempt, t]);

  useEffect(() => {
    const online = () => setAttempt((n) => n + 1);
    globalThis.addEventListener('online', online);
    return () => globalThis.removeEventListener('online', online);
  }, []);

  if (status.kind === 'sending') return <p aria-live="polite">{t('jobNotes.sending')}</p>;
  if (status.kind === 'sent') return <p aria-live="polite">{t('jobNotes.sent')}</p>;
  if (status.kind === 'offline' || status.kind === 'failed') {
    const text =
      status.kind === 'failed' ? t('jobNotes.failed', { reason: status.reason }) : t('jobNotes.offline');
    return (
      <Notice tone="error">
        {text}{' '}
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('jobNotes.retry')}
        </Button>
      </Notice>
    );
  }
  return null;
}
