// The contract this module exposes to the shell as `./module`.
import { ordersTranslations } from '@callout/i18n/translations';
import { defineModule } from '@callout/module-kit/define-module';
import styles from '../styles/orders.css?inline';
import { descriptor } from './descriptor';
import { pageFor } from './routes';

export default defineModule(descriptor, styles, pageFor, ordersTranslations);
