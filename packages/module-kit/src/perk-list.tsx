// A provider's perks, each an icon with its name written beside it (bid and provider cards, service
// requests, the public profile): readable at a glance and by touch, with no tooltip to find. The profile
// adds what each perk means. Perks are facts the server vouches for (catalog/provider-cards.ts).
// Styled once for every module by @callout/ui/styles.css (.perks, .perk).
import type { Perk } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { Icon, isIconName } from '@callout/ui/icon';

export interface PerkListProps {
  perks: readonly Perk[];
  /** The module's i18next namespace; each holds the words under `perks.*`. */
  namespace: 'booking' | 'provider';
  /** Each perk's explanation under its name (the profile page); cards show the names alone. */
  detailed?: boolean;
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

function PerkItem({ perk, namespace, detailed }: { perk: Perk } & Omit<PerkListProps, 'perks'>) {
  const { label, detail } = usePerkWords(namespace, perk);
  return (
    <li className="perk">
      <span className="perk__icon" aria-hidden="true">
        <Icon name={isIconName(perk.Icon) ? perk.Icon : 'check'} size={16} />
      </span>
      <span className="perk__text">
        <span className="perk__label">{label}</span>
        {detailed && detail ? <span className="perk__detail">{detail}</span> : null}
      </span>
    </li>
  );
}

export function PerkList({ perks, namespace, detailed = false }: PerkListProps) {
  const { t } = useTranslation(namespace);
  if (perks.length === 0) return null;
  return (
    <ul className={detailed ? 'perks perks--detailed' : 'perks'} aria-label={t('perks.title')}>
      {perks.map((perk) => (
        <PerkItem
          key={`${perk.Icon}-${perk.Description}`}
          perk={perk}
          namespace={namespace}
          detailed={detailed}
        />
      ))}
    </ul>
  );
}
