// The contract this module exposes to the shell as `./module`; it draws with the shared styles only.
import { supportTranslations } from '@callout/i18n/translations';
import { defineModule } from '@callout/module-kit/define-module';
import { descriptor } from './descriptor';
import { pageFor } from './routes';

export default defineModule(descriptor, undefined, pageFor, supportTranslations);
