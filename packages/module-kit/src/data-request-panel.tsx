// "Download my data" in Settings (customers' /settings, providers' /provider/settings): ask for a copy of
// everything kept about the account; follow the request (asked, being prepared, ready: link by mail); and,
// opened from the mailed link (?download=…), download the zip. The link works once, for 7 days, signed in
// to the account that asked; the server's words say why when it does not.
import { formatDate, formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useSearchParams } from '@callout/router';
import { Button } from '@callout/ui/button';
import { Spinner } from '@callout/ui/spinner';
import { useId, useState } from 'react';
import { downloadArchive, useAskForData, useDataRequest } from './data-request-api';
import { messageFor } from './errors';
import { saveFile } from './save-file';

type Download = { state: 'idle' | 'busy' | 'done' } | { state: 'failed'; message: string };

export function DataRequestPanel() {
  const { t } = useTranslation(['pwa', 'common']);
  const titleId = useId();
  const request = useDataRequest();
  const ask = useAskForData();
  const token = useSearchParams()[0].get('download');
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const current = request.data ?? null;
  const canAsk = !current || ['downloaded', 'expired', 'failed'].includes(current.Status);

  async function save() {
    if (!token) return;
    setDownload({ state: 'busy' });
    try {
      const blob = await downloadArchive(token);
      saveFile(blob, `callout-data-${current?.AskedOn.slice(0, 10) ?? 'export'}.zip`);
      setDownload({ state: 'done' });
      void request.refetch();
    } catch (error) {
      setDownload({ state: 'failed', message: messageFor(error, t('myData.downloadFailed')) });
    }
  }

  return (
    <section className="card data-request" aria-labelledby={titleId} aria-busy={request.isPending}>
      <h2 id={titleId}>{t('myData.title')}</h2>
      <p>{t('myData.lead')}</p>
      {token ? (
        <div className="data-request__download">
          <p>{t('myData.fromLink')}</p>
          <Button loading={download.state === 'busy'} onClick={() => void save()}>
            {t('myData.download')}
          </Button>
          {download.state === 'done' ? (
            <output className="data-request__done">{t('myData.downloaded')}</output>
          ) : null}
          {download.state === 'failed' ? <p role="alert">{download.message}</p> : null}
        </div>
      ) : null}
      {request.isPending ? <Spinner label={t('common:loading')} /> : null}
      {request.isError ? <p role="alert">{t('myData.loadFailed')}</p> : null}
      {current ? (
        <output className="data-request__state">
          <strong>{t(`myData.states.${current.Status}`)}</strong>{' '}
          {t(`myData.explain.${current.Status}`, {
            asked: formatDateTime(current.AskedOn),
            due: formatDate(current.DueBy),
            ready: current.ReadyAt ? formatDateTime(current.ReadyAt) : '',
            expires: current.ExpiresAt ? formatDateTime(current.ExpiresAt) : '',
            downloaded: current.DownloadedAt ? formatDateTime(current.DownloadedAt) : '',
          })}
        </output>
      ) : null}
      {request.isSuccess && canAsk ? (
        <Button variant="secondary" loading={ask.isPending} onClick={() => ask.mutate()}>
          {t('myData.ask')}
        </Button>
      ) : null}
      {ask.isError ? <p role="alert">{messageFor(ask.error, t('myData.askFailed'))}</p> : null}
    </section>
  );
}
