// The corner where the update prompt and the install offer appear, above the page and outside the router.

import { InstallBanner } from './install-banner';
import type { UpdatePromptProps } from './update-prompt';
import { UpdatePrompt } from './update-prompt';

export function PwaTray(props: UpdatePromptProps) {
  return (
    <div className="pwa-tray">
      <UpdatePrompt {...props} />
      <InstallBanner />
    </div>
  );
}
