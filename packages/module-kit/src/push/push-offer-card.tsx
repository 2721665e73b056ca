// The inline offer of pushes, shown once `active` says the moment has come (the caller's event, never a
// page load). Only the user's click on "Turn on notifications" brings the browser's permission prompt.
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { useContext, useId, useState } from 'react';
import { readNotNow } from './device-state';
import { KnownPushDeviceContext } from './known-push-device';
import { declinedRecently, rememberNotNow } from './push-offer';
import { usePushDevice } from './use-push-device';

export interface PushOfferCardProps {
  /** True once the user did what makes pushes worth offering. */
  active: boolean;
  audience: 'customer' | 'provider';
}

export function PushOfferCard({ active, audience }: PushOfferCardProps) {
  const { t } = useTranslation('pwa');
  const titleId = useId();
  const device = usePushDevice();
  const [closed, setClosed] = useState(false);
  const onServer = useContext(KnownPushDeviceContext);
  // Read once per mount: "Not now" in another tab does not pull a card away from under the user. On the
  // server, as the request's cookie tells it.
  const [declined] = useState(() =>
    declinedRecently(Date.now(), onServer ? (onServer.known?.notNowAt ?? null) : readNotNow()),
  );
  const [asked, setAsked] = useState(false);

  if (!active || closed || declined) return null;
  // iPhone and iPad Safari in a tab cannot get pushes: the card says how instead of offering the button.
  const homeScreen = device.state === 'homeScreen';
  if (!asked && device.state !== 'off' && !homeScreen) return null;

  const notNow = () => {
    rememberNotNow();
    setClosed(true);
  };
  const turnOn = async () => {
    setAsked(true);
    await device.turnOn();
  };

  return (
    <section className="card push-offer" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('push.offerTitle')}</h2>
      <p>{audience === 'provider' ? t('push.offerProvider') : t('push.offerCustomer')}</p>
      {homeScreen ? (
        <>
          <p>{t('push.homeScreen')}</p>
          <Button variant="secondary" onClick={notNow}>
            {t('push.notNow')}
          </Button>
        </>
      ) : asked && device.state === 'on' ? (
        <p>
          <output>{t('push.turnedOn')}</output>
        </p>
      ) : (
        <>
          {asked && device.state === 'denied' ? <p role="alert">{t('push.blocked')}</p> : null}
          {device.failed ? <p role="alert">{t('push.failed')}</p> : null}
          <div className="push-offer__actions">
            <Button loading={device.busy} onClick={() => void turnOn()}>
              {t('push.turnOn')}
            </Button>
            <Button variant="secondary" onClick={notNow}>
              {t('push.notNow')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
