// Shown where the browser offers installation (`beforeinstallprompt`) once the visitor has engaged with the
// page (install-prompt.ts), until installed or turned down.

import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { useCanInstall } from '../hooks/use-install-prompt';
import { dismissInstall, promptInstall } from '../install-prompt';
import './pwa.css';

export function InstallBanner() {
  const { t } = useTranslation('pwa');
  const canInstall = useCanInstall();
  if (!canInstall) return null;

  return (
    <section className="pwa-toast" aria-label={t('install.label')}>
      <p className="pwa-toast__text">{t('install.body')}</p>
      <div className="pwa-toast__actions">
        <Button onClick={() => void promptInstall()}>{t('install.install')}</Button>
        <Button variant="secondary" onClick={dismissInstall}>
          {t('install.dismiss')}
        </Button>
      </div>
    </section>
  );
}
