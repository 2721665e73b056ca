// The texts and styles of the screens other than the dashboard (booking-pages.json, booking-pages.css),
// loaded with their code: the dashboard is the module's first route, so its bundle holds only its own.
import { lazyTexts } from '@callout/i18n/lazy-texts';
import { bookingPagesTranslations } from '@callout/i18n/translations';
import { addStyles } from '@callout/module-kit/define-module';

const withTexts = lazyTexts('booking', bookingPagesTranslations);

const loadStyles = () =>
  import('../styles/booking-pages.css?inline').then(({ default: styles }) =>
    addStyles('mf-booking-page-styles', styles),
  );

/**
 * Resolves to a screen's code once its texts are loaded and its styles are on the page, so it renders with
 * both. A failed load (offline) is tried again by the next screen.
 */
export const withPageTexts = <T>(code: Promise<T>): Promise<T> =>
  Promise.all([withTexts(code), loadStyles()]).then(([loaded]) => loaded);
