// The chat's own words, in the shared i18next instance under the `chat` namespace. The package brings its
// English text with it, so every module that shows a chat (support, orders) gets the same wording.

import { pseudoLocale } from '@callout/contracts/languages';
import { currentLanguage } from '@callout/i18n/i18n';
import { useTranslation } from '@callout/i18n/react';
import { useMemo } from 'react';
import text from './chat-text.json';

export type ChatTextKey = keyof typeof text;
export const chatNamespace = 'chat';
/** The app's only language, also its fallback. */
const language = 'en-GB';

export function useChatText(): (key: ChatTextKey, values?: Record<string, string>) => string {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(language, chatNamespace)) {
    i18n.addResourceBundle(language, chatNamespace, text, true, false);
  }
  // The pseudo-locale (development and tests) is made from these English texts, as the namespaces' are.
  const shown = currentLanguage();
  if (shown === pseudoLocale && !i18n.hasResourceBundle(shown, chatNamespace)) {
    void import('@callout/i18n/pseudo-locale').then(({ pseudoTexts }) => {
      i18n.addResourceBundle(shown, chatNamespace, pseudoTexts(text), true, false);
    });
  }
  return useMemo(() => {
    // The app's typed `t` only knows the namespaces declared in @callout/i18n; the keys here are typed by
    // ChatTextKey instead, so the call goes through the untyped signature.
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (
      language: null,
      namespace: string,
    ) => (key: string, values?: object) => string;
    const t = getFixedT(null, chatNamespace);
    return (key: ChatTextKey, values?: Record<string, string>) => t(key, values);
  }, [i18n]);
}
