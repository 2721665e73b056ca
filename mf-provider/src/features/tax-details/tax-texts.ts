// The texts of the pages of the details for HMRC and the statement of what was reported: how to load them is
// in this small chunk, not in the module's first route.
import { lazyTexts } from '@callout/i18n/lazy-texts';
import { providerTaxTranslations } from '@callout/i18n/page-translations';

export default lazyTexts('provider', providerTaxTranslations);
