// The credentials a provider holds verified and current, as customers see them on a provider card:
// "Gas Safe registered, checked 3 March 2026". The server lists only what an operator has checked and
// what has not expired; styled like the perks beside them.
import type { CredentialBadge } from '@callout/contracts/credential-badge';
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Icon } from '@callout/ui/icon';

export function CredentialBadges({ badges }: { badges: readonly CredentialBadge[] | undefined }) {
  const { t } = useTranslation('booking');
  if (!badges || badges.length === 0) return null;
  return (
    <ul className="perks bk-credentials" aria-label={t('credentials.title')}>
      {badges.map((badge) => (
        <li key={badge.Name} className="perk" title={badge.IssuingBody}>
          <span className="perk__icon" aria-hidden="true">
            <Icon name="check" size={16} />
          </span>
          <span className="perk__text">
            <span className="perk__label">
              {t('credentials.badge', { name: badge.Name, date: formatDate(badge.Checked) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
