// Shown only where the browser offers installation (`beforeinstallprompt`), until installed or dismissed.

import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { useState } from 'react';
import { useCanInstall } from '../hooks/use-install-prompt';
import { promptInstall } from '../install-prompt';
import './pwa.css';

export function InstallBanner() {
  const { t } = useTranslation('pwa');
  const canInstall = useCanInstall();
  const [dismissed, setDismissed] = useState(false);
  if (!canInstall || dismissed) return null;

  return (
    <section className="pwa-toast" aria-label={t('install.label')}>
      <p className="pwa-toast__text">{t('install.body')}</p>
      <div className="pwa-toast__actions">
        <Button onClick={() => void promptInstall()}>{t('install.install')}</Button>
        <Button variant="secondary" onClick={() => setDismissed(true)}>
          {t('install.dismiss')}
        </Button>
      </div>
    </section>
  );
}
