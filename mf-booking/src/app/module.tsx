// The contract this module exposes to the shell as `./module`.
import { bookingTranslations } from '@callout/i18n/translations';
import { defineModule } from '@callout/module-kit/define-module';
import styles from '../styles/booking.css?inline';
import { descriptor } from './descriptor';
import { pageFor, preloadPageAt } from './routes';

const contract = defineModule(descriptor, styles, pageFor, bookingTranslations);

// The shell loads this contract to show one of its routes: that screen's code starts loading now.
if (typeof window !== 'undefined') preloadPageAt(window.location.pathname);

export default contract;
