// What the push and notification-settings calls say.
export const pushMessages = {
  key: 'Notifications key loaded.',
  unavailable: 'Notifications are not available.',
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
  unknownService:
    "Notifications can only be delivered through a browser's push service; this subscription names another address.",
  settingsLoaded: 'Notification settings loaded.',
  settingSaved: 'Notification setting saved.',
  notYourKind: 'This kind of notification is not for your account.',
} as const;
