// The i18next instance every bundle shares. Federation hands a shared module over as its namespace object,
// so a default import would get the namespace rather than the instance; take `default` when it is there.
import type { i18n } from 'i18next';
import * as i18nextModule from 'i18next';

const moduleWithDefault = i18nextModule as unknown as { default?: i18n };
export const i18next: i18n = moduleWithDefault.default ?? (i18nextModule as unknown as i18n);
