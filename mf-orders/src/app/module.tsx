// The contract this module exposes to the shell as `./module`.
import resources from '@callout/i18n/locales/en-GB/orders.json';
import { ordersTranslations } from '@callout/i18n/translations';
import { defineModule } from '@callout/module-kit/define-module';
import styles from '../styles/orders.css?inline';
import { descriptor } from './descriptor';
import { pageFor } from './routes';

export default defineModule(descriptor, resources, styles, pageFor, ordersTranslations);
