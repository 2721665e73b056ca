// "Appearance" in Settings (customers) and on the profile (providers): System, Light or Dark, remembered on
// this device and applied at once.
import type { ThemeChoice } from '@callout/contracts/theme';
import { themeChoices } from '@callout/contracts/theme';
import { useTranslation } from '@callout/i18n/react';
import { useEffect, useId, useState } from 'react';
import { applyThemeChoice, readThemeChoice } from './theme-choice';

export function ThemePanel() {
  const { t } = useTranslation('common');
  const titleId = useId();
  const [choice, setChoice] = useState<ThemeChoice>('system');
  const [unsaved, setUnsaved] = useState(false);
  // Read after the first render: a page rendered on the server cannot know the device's choice.
  useEffect(() => setChoice(readThemeChoice()), []);

  function choose(next: ThemeChoice) {
    setChoice(next);
    setUnsaved(!applyThemeChoice(next));
  }

  return (
    <section className="card theme-panel" aria-labelledby={titleId}>
      <fieldset className="theme-panel__choices">
        <legend id={titleId} className="theme-panel__title">
          {t('theme.title')}
        </legend>
        {themeChoices.map((option) => (
          <label key={option} className="theme-panel__choice">
            <input
              type="radio"
              name="theme"
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
            />
            {t(`theme.${option}`)}
          </label>
        ))}
      </fieldset>
      <p className="field__hint">{t('theme.hint')}</p>
      <p>
        <output>{unsaved ? t('theme.notKept') : null}</output>
      </p>
    </section>
  );
}
