// The contract this module exposes to the shell as `./module`.
import { opsTranslations } from '@callout/i18n/translations';
import { defineModule } from '@callout/module-kit/define-module';
import { moduleStyles } from '../styles/module-styles';
import { descriptor } from './descriptor';
import { pageFor } from './routes';

export default defineModule(descriptor, moduleStyles, pageFor, opsTranslations);
