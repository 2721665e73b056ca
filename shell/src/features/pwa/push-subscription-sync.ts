// Keeps the server's copy of this device's push subscription current: the browser may renew a
// subscription (the worker's `pushsubscriptionchange`), and the worker cannot call the API for the account,
// so the page sends it: when the worker tells it, and once per account when a page starts.
import { readSession } from '@callout/api-client/session-storage';
import { subscriptionChangedMessage } from './constants';

const sentKey = 'callout:push-sent';

async function send(subscription: PushSubscriptionJSON): Promise<void> {
  const session = readSession();
  if (!session || !subscription.endpoint) return;
  const mark = `${session.account} ${subscription.endpoint}`;
  if (localStorage.getItem(sentKey) === mark) return;
  const { sendPushSubscription } = await import('@callout/module-kit/push/push-api');
  await sendPushSubscription(subscription as Parameters<typeof sendPushSubscription>[0]);
  localStorage.setItem(sentKey, mark);
}

// Read here rather than through the push client: the client (and its contract) loads only when needed.
const pushGranted = () =>
  'PushManager' in window && 'Notification' in window && Notification.permission === 'granted';

export function syncPushSubscription(): void {
  if (!pushGranted() || !readSession()) return;
  const report = (error: unknown) => console.error('Could not send the push subscription', error);
  navigator.serviceWorker.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; subscription?: PushSubscriptionJSON } | null;
    if (data?.type === subscriptionChangedMessage && data.subscription) send(data.subscription).catch(report);
  });
  void navigator.serviceWorker.ready
    .then((registration) => registration.pushManager.getSubscription())
    .then((subscription) => (subscription ? send(subscription.toJSON()) : undefined))
    .catch(report);
}
