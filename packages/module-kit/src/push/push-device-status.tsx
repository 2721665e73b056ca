// Settings' line about this device: blocked, needs the Home Screen (iPhone, iPad), off with a button to
// turn it on, or on.
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { usePushDevice } from './use-push-device';

export function PushDeviceStatus() {
  const { t } = useTranslation('pwa');
  const device = usePushDevice();
  const failed = device.failed ? <p role="alert">{t('push.failed')}</p> : null;

  switch (device.state) {
    case 'checking':
      // Pushes are allowed here; whether this device is subscribed comes from the service worker. Its
      // place is held meanwhile (the "on" line and button, unseen and out of reach), so the switches
      // below do not move when the answer comes.
      return (
        <div className="push-device push-device--held" aria-hidden="true">
          <p>{t('push.deviceOn')}</p>
          <Button variant="secondary" disabled>
            {t('push.turnOffDevice')}
          </Button>
        </div>
      );
    case 'unsupported':
      return <p>{t('push.unsupported')}</p>;
    case 'homeScreen':
      return <p>{t('push.homeScreen')}</p>;
    case 'denied':
      return <p>{t('push.blocked')}</p>;
    case 'off':
      return (
        <div className="push-device">
          <p>{t('push.deviceOff')}</p>
          {failed}
          <Button loading={device.busy} onClick={() => void device.turnOn()}>
            {t('push.turnOnDevice')}
          </Button>
        </div>
      );
    case 'on':
      return (
        <div className="push-device">
          <p>{t('push.deviceOn')}</p>
          {failed}
          <Button variant="secondary" loading={device.busy} onClick={() => void device.turnOff()}>
            {t('push.turnOffDevice')}
          </Button>
        </div>
      );
  }
}
