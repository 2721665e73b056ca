// The language switch: in the top bar (compact, its label for screen readers) and as a panel in Settings.
// A choice shows at once and is kept on this device, and on the account when one is signed in.

import { isLanguage, languageNames, languages } from '@callout/contracts/languages';
import { currentLanguage } from '@callout/i18n/i18n';
import { useTranslation } from '@callout/i18n/react';
import { useId, useState } from 'react';
import { chooseLanguage, keepChoiceOnAccount } from './language-choice';

function LanguageSelect({ id, onKept }: { id: string; onKept?: (kept: boolean) => void }) {
  // Re-rendered when the language changes; on the server, the rendered page's language.
  useTranslation('common');
  return (
    <select
      id={id}
      className="field__input language-switch__select"
      // A choice made before the app is live reloads the page in it (the shell's early-language-choice.ts).
      data-language-switch=""
      value={currentLanguage()}
      onChange={(event) => {
        const next = event.target.value;
        if (!isLanguage(next)) return;
        void chooseLanguage(next).then((kept) => onKept?.(kept));
        void keepChoiceOnAccount(next);
      }}
    >
      {languages.map((language) => (
        // Each language named in itself, for the reader who reads it.
        <option key={language} value={language} lang={language}>
          {languageNames[language]}
        </option>
      ))}
    </select>
  );
}

/** The top bar's switch. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <LanguageSelect id={id} />
    </div>
  );
}

/** "Language" in Settings (customers) and on the profile (providers). */
export function LanguagePanel() {
  const { t } = useTranslation('common');
  const id = useId();
  const [unsaved, setUnsaved] = useState(false);
  return (
    <section className="card language-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="theme-panel__title">
        <label htmlFor={id}>{t('language.label')}</label>
      </h2>
      <LanguageSelect id={id} onKept={(kept) => setUnsaved(!kept)} />
      <p>
        <output>{unsaved ? t('theme.notKept') : null}</output>
      </p>
    </section>
  );
}
