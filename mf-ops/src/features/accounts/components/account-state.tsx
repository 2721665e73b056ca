// An account's standing in words (never by colour alone): deleted, suspended, or active with its checks.
import type { OpsAccount } from '@callout/contracts/ops-people';
import { useTranslation } from '@callout/i18n/react';

export function AccountState({ account }: { account: OpsAccount }) {
  const { t } = useTranslation('ops');
  if (account.Deleted) return <span className="ops-badge">{t('accounts.state.deleted')}</span>;
  if (account.Suspended)
    return <span className="ops-badge ops-badge--alert">{t('accounts.state.suspended')}</span>;
  const checks = [
    account.EmailVerified ? t('accounts.state.emailVerified') : t('accounts.state.emailNotVerified'),
  ];
  if (account.Role === 'provider') checks.push(t('accounts.state.kyc', { status: account.KycStatus ?? '–' }));
  return (
    <span>
      <span className="ops-badge">{t('accounts.state.active')}</span> {checks.join(', ')}
    </span>
  );
}
