// Offers a reload when a new shell or module release is ready. Only the user's click reloads, so nothing
// typed is lost; 'Later' hides this offer until something newer arrives.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { useState } from 'react';
import { useUpdateAvailable } from '../hooks/use-update-available';
import { activateShellUpdate } from '../shell-worker';
import './pwa.css';

export interface UpdatePromptProps {
  /** The remotes manifest this tab started with (null when it could not be loaded). */
  loadedManifest: RemotesManifest | null;
  fetchManifest: () => Promise<RemotesManifest>;
}

export function UpdatePrompt({ loadedManifest, fetchManifest }: UpdatePromptProps) {
  const { t } = useTranslation('pwa');
  const { shellWaiting, changedModules } = useUpdateAvailable(loadedManifest, fetchManifest);
  const [dismissed, setDismissed] = useState<string | null>(null);

  const offer = shellWaiting || changedModules.length > 0 ? `${shellWaiting}:${changedModules.join()}` : null;
  if (offer === null || offer === dismissed) return null;

  return (
    <section className="pwa-toast" aria-label={t('update.label')}>
      <output className="pwa-toast__text">{t('update.ready')}</output>
      <div className="pwa-toast__actions">
        <Button onClick={() => (shellWaiting ? activateShellUpdate() : window.location.reload())}>
          {t('update.reload')}
        </Button>
        <Button variant="secondary" onClick={() => setDismissed(offer)}>
          {t('update.later')}
        </Button>
      </div>
    </section>
  );
}
