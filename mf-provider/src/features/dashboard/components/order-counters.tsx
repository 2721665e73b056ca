// The three counters of the dashboard, from the provider's real orders (the server counts them).
import { formatPercent } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import type { ProviderProfile } from '../../../api/get-provider-profile';

/** Completed as a whole percentage of every order the provider was engaged on; 0 before the first. */
export function completionPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

export function OrderCounters({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('provider');
  const counters = [
    { label: t('dashboard.scheduled'), value: String(profile.orders.length) },
    { label: t('dashboard.completed'), value: String(profile.completed) },
    {
      label: t('dashboard.completion'),
      value: formatPercent(completionPercent(profile.completed, profile.total) / 100),
    },
  ];
  return (
    <dl className="pv-counters">
      {counters.map((counter) => (
        <div key={counter.label} className="card pv-counter">
          <dt>{counter.label}</dt>
          <dd>{counter.value}</dd>
        </div>
      ))}
    </dl>
  );
}
