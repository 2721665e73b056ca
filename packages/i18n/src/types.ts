// Translation keys are typed from the English files, so a missing key fails the type check.
import type booking from './locales/en-GB/booking.json';
import type bookingPages from './locales/en-GB/booking-pages.json';
import type checks from './locales/en-GB/checks.json';
import type common from './locales/en-GB/common.json';
import type ops from './locales/en-GB/ops.json';
import type opsHmrc from './locales/en-GB/ops-hmrc.json';
import type orderDisputes from './locales/en-GB/order-disputes.json';
import type orders from './locales/en-GB/orders.json';
import type provider from './locales/en-GB/provider.json';
import type providerCredentials from './locales/en-GB/provider-credentials.json';
import type providerPages from './locales/en-GB/provider-pages.json';
import type providerTax from './locales/en-GB/provider-tax.json';
import type pwa from './locales/en-GB/pwa.json';
import type shell from './locales/en-GB/shell.json';
import type shellPages from './locales/en-GB/shell-pages.json';
import type support from './locales/en-GB/support.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      /** shell-pages.json comes with the shell's lazy public pages (shell/src/config/page-texts.ts). */
      shell: typeof shell & typeof shellPages;
      /** *-pages.json comes with the module's screens other than its first (the modules' app/routes.tsx). */
      booking: typeof booking & typeof bookingPages;
      /** order-disputes.json comes with the order page's problem section (mf-orders, order-dispute). */
      orders: typeof orders & typeof orderDisputes;
      /** ops-hmrc.json comes with the console's HMRC reporting page (mf-ops, hmrc). */
      ops: typeof ops & typeof opsHmrc;
      /**
       * provider-credentials.json comes with the provider's credentials page, provider-tax.json with the
       * pages of the details for HMRC (mf-provider, credentials and tax-details).
       */
      provider: typeof provider & typeof providerPages & typeof providerCredentials & typeof providerTax;
      pwa: typeof pwa;
      /** The contracts' check messages, keyed by their English words (@callout/module-kit/check-texts). */
      checks: typeof checks;
      support: typeof support;
    };
  }
}
