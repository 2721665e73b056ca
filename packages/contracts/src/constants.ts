// The product's business constants and limits, in one place for every module and the server.
// The image cap (`maxImageBytes`) and the OTP minimum (`otpMinLength`) live in validation.ts beside their rules.

/** Bookable dates run from today to the end of the 60th day ahead; the same window applies to reorders. */
export const bookingWindowDays = 60;

/** Redirect from the order confirmation page to the order once payment is confirmed. */
export const redirectAfterPaymentMs = 3000;

export const pollIntervalsMs = {
  chat: 3000,
  customerBids: 3000,
  liveLocation: 5000,
  providerBids: 5000,
} as const;

/** Seconds before "Resend OTP" replaces the countdown. The dashboard starts at 90 s and uses 180 s after a send. */
export const otpResendCountdownSeconds = {
  dashboardFirst: 90,
  dashboardAfterSend: 180,
  recovery: 180,
  deleteAccount: 180,
} as const;

export const supportSubjectLength = { min: 5, max: 150 } as const;
export const bioMaxLength = 150;
export const ratingRange = { min: 1, max: 5 } as const;
export const priceStep = 0.01;

export const mapView = {
  heightPx: 200,
  zoom: 7,
  defaultCentre: { lat: 51.5074, lng: -0.1278 },
} as const;
export const monthlyChartHeightCapPx = 170;

const currencySymbols: Readonly<Record<string, string>> = { usd: '$', gbp: '£', ngn: '₦' };
/** The spec's symbol table: usd $, gbp £, ngn ₦, anything else £. Bid cards always use £. */
export function currencySymbol(currency: string | null | undefined): string {
  return currencySymbols[(currency ?? '').trim().toLowerCase()] ?? '£';
}
