// Business constants of the sign-in screens.

/** Seconds before a new one-time code may be asked for, on recovery and on account deletion. */
export const otpResendSeconds = 180;

/** Logout must not hang on a dead network: the local sign-out happens whatever the server says. */
export const logoutTimeoutMs = 10_000;

/** Signing in waits at most this long for other accounts' device data to go and the service worker to take over. */
export const claimDeviceWaitMs = 3_000;
