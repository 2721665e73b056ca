// /ops/releases: each module's kept versions, which one every device gets (live), which goes to a share of
// devices first (canary), who released what when, and Promote / Roll back behind a confirmation. A rollback
// reaches every new page load at once; open pages are offered the reload.
import type { ModuleReleases } from '@callout/contracts/module-releases';
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useQuery } from '@callout/query';
import { OpsListState } from '../../../components/ops-list-state';
import { OpsPage } from '../../../components/ops-page';
import { releasesQueryOptions } from '../api/releases-api';
import { ReleaseMoves } from './release-moves';

type ModuleEntry = ModuleReleases['modules'][0];

export function ReleasesPage() {
  const { t } = useTranslation('ops');
  const releases = useQuery(releasesQueryOptions());
  const modules = releases.data?.modules ?? [];
  const log = releases.data?.log ?? [];
  return (
    <OpsPage title={t('pages.releases')} lead={t('releases.lead')}>
      <OpsListState query={releases} hasItems={modules.length > 0} emptyText={t('releases.empty')} />
      {modules.map((entry) => (
        <ModuleReleasesCard key={entry.Module} entry={entry} onMoved={() => void releases.refetch()} />
      ))}
      {log.length > 0 ? (
        <section className="card" aria-labelledby="release-log-heading">
          <h2 id="release-log-heading">{t('releases.log.title')}</h2>
          <div className="ops-table-wrap">
            <table className="ops-table">
              <caption className="visually-hidden">{t('releases.log.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('releases.log.at')}</th>
                  <th scope="col">{t('releases.columns.module')}</th>
                  <th scope="col">{t('releases.columns.version')}</th>
                  <th scope="col">{t('releases.log.action')}</th>
                  <th scope="col">{t('releases.columns.by')}</th>
                </tr>
              </thead>
              <tbody>
                {log.map((entry, index) => (
                  <tr key={`${entry.At}-${index}`}>
                    <td>
                      <time dateTime={entry.At}>{formatDateTime(entry.At)}</time>
                    </td>
                    <td>{entry.Module}</td>
                    <td>
                      <code>{entry.Version}</code>
                    </td>
                    <td>
                      {entry.Action === 'canary' && entry.Share != null
                        ? t('releases.actions.canaryShare', { share: entry.Share })
                        : t(`releases.actions.${entry.Action}`)}
                    </td>
                    <td>{entry.Actor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </OpsPage>
  );
}

function ModuleReleasesCard({ entry, onMoved }: { entry: ModuleEntry; onMoved: () => void }) {
  const { t } = useTranslation('ops');
  const headingId = `release-${entry.Module}`;
  const canary = entry.Versions.find((version) => version.CanaryShare !== undefined);
  return (
    <section className="card ops-release" aria-labelledby={headingId}>
      <h2 id={headingId}>{entry.Module}</h2>
      <div className="ops-table-wrap">
        <table className="ops-table">
          <caption className="visually-hidden">{t('releases.caption', { module: entry.Module })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('releases.columns.version')}</th>
              <th scope="col">{t('releases.columns.state')}</th>
              <th scope="col">{t('releases.columns.uploaded')}</th>
              <th scope="col">{t('releases.columns.by')}</th>
            </tr>
          </thead>
          <tbody>
            {entry.Versions.map((version) => (
              <tr key={version.Version}>
                <td>
                  <code>{version.Version}</code>
                </td>
                <td>
                  {version.Live
                    ? t('releases.states.live')
                    : version.CanaryShare !== undefined
                      ? t('releases.states.canary', { share: version.CanaryShare })
                      : t('releases.states.kept')}
                </td>
                <td>
                  <time dateTime={version.CreatedAt}>{formatDateTime(version.CreatedAt)}</time>
                </td>
                <td>{version.CreatedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ReleaseMoves
        module={entry.Module}
        canary={canary ? { version: canary.Version, share: canary.CanaryShare ?? 0 } : null}
        canRollBack={canary !== undefined || entry.Versions.length > 1}
        onMoved={onMoved}
      />
    </section>
  );
}
