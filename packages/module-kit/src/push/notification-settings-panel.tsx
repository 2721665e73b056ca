// "Notifications" in Settings (customers' /settings, providers' /provider/settings): a push and a mail
// switch for each kind the account can be told of, kept on the server, and what this device can do.
import type { NotificationKind, NotificationSetting } from '@callout/contracts/push';
import { useTranslation } from '@callout/i18n/react';
import { Spinner } from '@callout/ui/spinner';
import { useId } from 'react';
import { useNotificationSettings, useSaveNotificationSetting } from './notification-settings-api';
import { PushDeviceStatus } from './push-device-status';

/** One kind's two switches; `held` draws its place (disabled, hidden from assistive technology) while loading. */
function KindSwitches({
  setting,
  onChange,
  held = false,
}: {
  setting: NotificationSetting;
  onChange: (changed: NotificationSetting) => void;
  held?: boolean;
}) {
  const { t } = useTranslation('pwa');
  return (
    <fieldset className="notification-kind" disabled={held} aria-hidden={held || undefined}>
      <legend>{t(`push.kinds.${setting.Kind satisfies NotificationKind}`)}</legend>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={setting.Push}
          aria-checked={setting.Push}
          onChange={(event) => onChange({ ...setting, Push: event.target.checked })}
        />
        {t('push.push')}
      </label>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={setting.Mail}
          aria-checked={setting.Mail}
          onChange={(event) => onChange({ ...setting, Mail: event.target.checked })}
        />
        {t('push.mail')}
      </label>
    </fieldset>
  );
}

/** `kinds`: what the account's role can be told of, drawn in place while the settings load. */
export function NotificationSettingsPanel({ kinds = [] }: { kinds?: readonly NotificationKind[] }) {
  const { t } = useTranslation(['pwa', 'common']);
  const titleId = useId();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSetting();

  return (
    <section className="card notification-settings" aria-labelledby={titleId} aria-busy={settings.isPending}>
      <h2 id={titleId}>{t('push.settingsTitle')}</h2>
      <PushDeviceStatus />
      {settings.isPending && kinds.length === 0 ? <Spinner label={t('common:loading')} /> : null}
      {settings.isPending
        ? kinds.map((kind) => (
            <KindSwitches
              key={kind}
              setting={{ Kind: kind, Push: false, Mail: false }}
              onChange={() => {}}
              held
            />
          ))
        : null}
      {settings.isError ? <p role="alert">{t('push.loadFailed')}</p> : null}
      {save.isError ? <p role="alert">{t('push.saveFailed')}</p> : null}
      {settings.data?.map((setting) => (
        <KindSwitches key={setting.Kind} setting={setting} onChange={(changed) => save.mutate(changed)} />
      ))}
    </section>
  );
}
