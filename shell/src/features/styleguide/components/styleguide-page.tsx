// /styleguide, in demo mode only (routes.tsx): every shared component of @callout/ui in the light and the
// dark theme side by side, so a change to the tokens can be judged in both at once.
import { useTranslation } from '@callout/i18n/react';
import { ThemePanel } from '@callout/module-kit/theme-panel';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Icon, type IconName, iconNames } from '@callout/ui/icon';
import { LoadError } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { Page } from '@callout/ui/page';
import { SearchBox } from '@callout/ui/search-box';
import { Spinner } from '@callout/ui/spinner';
import { type ReactNode, useId, useState } from 'react';
import './styleguide.css';

/** The colour tokens shown as swatches (packages/ui/src/tokens.css). */
const swatches = [
  'brand',
  'brand-strong',
  'brand-soft',
  'accent',
  'accent-strong',
  'text',
  'text-muted',
  'surface',
  'surface-alt',
  'border',
  'control-border',
  'danger',
  'danger-soft',
  'info-soft',
  'warning-soft',
  'focus',
] as const;

const perks: readonly { icon: IconName; key: 'perkVerified' | 'perkTopRated' | 'perkHistory' }[] = [
  { icon: 'profile', key: 'perkVerified' },
  { icon: 'sparkle', key: 'perkTopRated' },
  { icon: 'history', key: 'perkHistory' },
];

function Sample({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="styleguide__sample" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function Showcase() {
  const { t } = useTranslation('shell');
  const [search, setSearch] = useState('');
  return (
    <>
      <Sample title={t('styleguide.colours')}>
        <ul className="styleguide__swatches">
          {swatches.map((name) => (
            <li key={name}>
              <span className="styleguide__swatch" style={{ background: `var(--c-${name})` }} />
              <code>--c-{name}</code>
            </li>
          ))}
        </ul>
      </Sample>
      <Sample title={t('styleguide.type')}>
        <p className="h3">{t('styleguide.headingSample')}</p>
        <p>{t('styleguide.bodySample')}</p>
        <p className="styleguide__muted">{t('styleguide.mutedSample')}</p>
        <p>
          <a href="#styleguide">{t('styleguide.linkSample')}</a>
        </p>
      </Sample>
      <Sample title={t('styleguide.buttons')}>
        <div className="styleguide__row">
          <Button>{t('styleguide.primary')}</Button>
          <Button variant="secondary">{t('styleguide.secondary')}</Button>
          <Button variant="accent">{t('styleguide.accent')}</Button>
          <Button variant="link">{t('styleguide.link')}</Button>
          <Button loading>{t('styleguide.busy')}</Button>
          <Button disabled>{t('styleguide.disabled')}</Button>
        </div>
      </Sample>
      <Sample title={t('styleguide.fields')}>
        <TextField label={t('styleguide.fieldLabel')} hint={t('styleguide.fieldHint')} />
        <TextField
          label={t('styleguide.fieldLabel')}
          defaultValue="SW1A"
          status={{ tone: 'invalid', message: t('styleguide.fieldInvalid') }}
        />
        <TextField
          label={t('styleguide.fieldLabel')}
          defaultValue="SW1A 1AA"
          status={{ tone: 'valid', message: t('styleguide.fieldValid') }}
        />
        <SearchBox label={t('styleguide.search')} value={search} onChange={setSearch} />
      </Sample>
      <Sample title={t('styleguide.notices')}>
        <div className="styleguide__stack">
          <Notice title={t('styleguide.infoTitle')}>
            <p>{t('styleguide.infoBody')}</p>
          </Notice>
          <Notice tone="error" title={t('styleguide.errorTitle')}>
            <p>{t('styleguide.errorBody')}</p>
          </Notice>
        </div>
      </Sample>
      <Sample title={t('styleguide.states')}>
        <div className="styleguide__stack">
          <Spinner label={t('styleguide.loading')} />
          <LoadError
            labels={{ loadFailed: t('styleguide.loadFailed'), retry: t('styleguide.retry') }}
            onRetry={() => undefined}
          />
          <p className="styleguide__muted">{t('styleguide.empty')}</p>
        </div>
      </Sample>
      <Sample title={t('styleguide.cards')}>
        <ul className="grid">
          {[1, 2].map((n) => (
            <li key={n} className="card">
              <p className="h3">{t('styleguide.cardTitle')}</p>
              <p>{t('styleguide.cardBody')}</p>
              <p className="styleguide__muted">{t('styleguide.cardMeta')}</p>
            </li>
          ))}
        </ul>
      </Sample>
      <Sample title={t('styleguide.perks')}>
        <ul className="perks">
          {perks.map((perk) => (
            <li key={perk.key} className="perk">
              <span className="perk__icon" aria-hidden="true">
                <Icon name={perk.icon} size={16} />
              </span>
              <span className="perk__text">
                <span className="perk__label">{t(`styleguide.${perk.key}`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </Sample>
      <Sample title={t('styleguide.icons')}>
        <ul className="styleguide__icons">
          {iconNames.map((name) => (
            <li key={name}>
              <Icon name={name} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Sample>
    </>
  );
}

export function StyleguidePage() {
  const { t } = useTranslation('shell');
  return (
    <Page title={t('styleguide.title')} lead={t('styleguide.lead')}>
      <ThemePanel />
      <div className="styleguide" id="styleguide">
        {(['light', 'dark'] as const).map((theme) => (
          <section
            key={theme}
            className="styleguide__theme"
            data-theme={theme}
            aria-labelledby={`sg-${theme}`}
          >
            <h2 id={`sg-${theme}`}>{t(`styleguide.${theme}`)}</h2>
            <Showcase />
          </section>
        ))}
      </div>
    </Page>
  );
}
