// The credentials page's own texts, beside the pages' texts its frame and lists use: how to load them is in
// this small chunk, not in the module's first route.
import { lazyTexts } from '@callout/i18n/lazy-texts';
import { providerCredentialsTranslations } from '@callout/i18n/page-translations';

export default lazyTexts('provider', providerCredentialsTranslations);
