// Names the page in the document's title on every navigation, as the server named the first one.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { useTranslation } from '@callout/i18n/react';
import { useLocation } from '@callout/router';
import { useEffect } from 'react';
import { pageTitleFor } from './page-title';

export function DocumentTitle({ manifest }: { manifest: RemotesManifest | null }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const title = pageTitleFor(pathname, manifest, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
