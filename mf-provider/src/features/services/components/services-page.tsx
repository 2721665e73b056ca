// /provider/services, 'Manage Services': New Requests (ask to offer a service at one's own price) or
// View Requests (what was asked so far), toggled at the top.

import { useTranslation } from '@callout/i18n/react';
import { useState } from 'react';
import { ProviderPage } from '../../../components/provider-page';
import { NewRequestFlow } from './new-request-flow';
import { ViewRequests } from './view-requests';

type Mode = 'new' | 'view';

export default function ServicesPage() {
  const { t } = useTranslation('provider');
  const [mode, setMode] = useState<Mode>('new');
  return (
    <ProviderPage title={t('pages.services')}>
      <fieldset className="pv-toggle">
        <legend className="visually-hidden">{t('services.modeLabel')}</legend>
        <button
          type="button"
          className="btn btn--secondary"
          aria-pressed={mode === 'new'}
          onClick={() => setMode('new')}
        >
          {t('services.newRequests')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          aria-pressed={mode === 'view'}
          onClick={() => setMode('view')}
        >
          {t('services.viewRequests')}
        </button>
      </fieldset>
      {mode === 'new' ? <NewRequestFlow /> : <ViewRequests onBack={() => setMode('new')} />}
    </ProviderPage>
  );
}
