// A provider's perks as icons (bid and provider cards, service requests). Each icon is named by what the
// perk means and explains it in a tooltip that shows on hover and on keyboard focus (and on a tap, which
// focuses it); Escape hides it again. Perks are facts the server vouches for (catalog/provider-cards.ts).
// Styled once for every module by @callout/ui/styles.css (.perks, .perk).
import type { Perk } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { Icon, isIconName } from '@callout/ui/icon';
import { type KeyboardEvent, useId, useState } from 'react';

export interface PerkListProps {
  perks: readonly Perk[];
  /** The module's i18next namespace; each holds the words under `perks.*`. */
  namespace: 'booking' | 'provider';
}

/** The perks the server gives, by their icon name. */
const knownPerks = ['profile', 'sparkle', 'history'] as const;
type KnownPerk = (typeof knownPerks)[number];
const isKnownPerk = (icon: string): icon is KnownPerk => (knownPerks as readonly string[]).includes(icon);

function usePerkWords(namespace: PerkListProps['namespace'], perk: Perk) {
  const { t } = useTranslation(namespace);
  if (!isKnownPerk(perk.Icon)) return { label: perk.Description, detail: null };
  // The count of jobs is in the server's description ("12 jobs completed").
  const words: Record<KnownPerk, { label: string; detail: string }> = {
    profile: { label: t('perks.verified'), detail: t('perks.verifiedDetail') },
    sparkle: { label: t('perks.topRated'), detail: t('perks.topRatedDetail') },
    history: {
      label: t('perks.trackRecord'),
      detail: t('perks.trackRecordDetail', { jobs: perk.Description }),
    },
  };
  return words[perk.Icon];
}

function PerkIcon({ perk, namespace }: { perk: Perk } & Omit<PerkListProps, 'perks'>) {
  const { label, detail } = usePerkWords(namespace, perk);
  const tipId = useId();
  // Hidden with Escape until the pointer or the focus leaves (WCAG 1.4.13: dismissable).
  const [dismissed, setDismissed] = useState(false);
  const c = 'perk';
  const dismiss = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !dismissed) {
      event.stopPropagation();
      setDismissed(true);
    }
  };
  return (
    <li
      className={dismissed ? `${c} ${c}--dismissed` : c}
      onKeyDown={dismiss}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <span
        className={`${c}__icon`}
        role="img"
        aria-label={label}
        aria-describedby={detail ? tipId : undefined}
        // The tooltip's trigger takes focus so keyboard users can read it (WAI-ARIA tooltip pattern);
        // it is a picture, not a control, so it is no button.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
      >
        <Icon name={isIconName(perk.Icon) ? perk.Icon : 'check'} size={20} />
      </span>
      <span className={`${c}__tip`} role="tooltip" id={tipId}>
        {/* The name is the icon's already; the description is the rest. */}
        <strong aria-hidden="true">{label}</strong>
        {detail ? ` ${detail}` : null}
      </span>
    </li>
  );
}

export function PerkList({ perks, namespace }: PerkListProps) {
  const { t } = useTranslation(namespace);
  if (perks.length === 0) return null;
  return (
    <ul className="perks" aria-label={t('perks.title')}>
      {perks.map((perk) => (
        <PerkIcon key={`${perk.Icon}-${perk.Description}`} perk={perk} namespace={namespace} />
      ))}
    </ul>
  );
}
