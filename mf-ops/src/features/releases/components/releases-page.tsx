// /ops/releases: each module's kept versions, which one every device gets (live), which goes to a share of
// devices first (canary), who released what when, and Promote / Roll back behind a confirmation. A rollback
// reaches every new page load at once; open pages are offered the reload.
import type { ModuleReleases } from '@callout/contracts/module-releases';
import { formatDateTime, formatPercent } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useQuery } from '@callout/query';
import { OpsListState } from '../../../components/ops-list-state';
import { OpsPage } from '../../../components/ops-page';
import { releasesQueryOptions } from '../api/releases-api';
import { ReleaseMoves } from './release-moves';
import { ReleasePins } from './release-pins';

type ModuleEntry = ModuleReleases['modules'][0];
type VersionEntry = ModuleEntry['Versions'][0];
type PinEntry = NonNullable<ModuleReleases['pins']>[0];

/** Who the server names as the actor of a canary it rolled back by itself. */
const systemActor = 'system';

/** The share of page loads a version now gets: the canary's share, the live version the rest. */
function trafficShare(version: VersionEntry, canaryShare: number): number {
  if (version.CanaryShare !== undefined) return version.CanaryShare;
  return version.Live ? 100 - canaryShare : 0;
}

/** Problems (load failures and errors) per page load; null before any load. */
function errorRate(version: VersionEntry): number | null {
  const health = version.Health;
  if (!health || health.Loads === 0) return null;
  return (health.LoadFailures + health.Errors) / health.Loads;
}

export function ReleasesPage() {
  const { t } = useTranslation('ops');
  const releases = useQuery(releasesQueryOptions());
  const modules = releases.data?.modules ?? [];
  const log = releases.data?.log ?? [];
  const pins = releases.data?.pins ?? [];
  return (
    <OpsPage title={t('pages.releases')} lead={t('releases.lead')}>
      <OpsListState query={releases} hasItems={modules.length > 0} emptyText={t('releases.empty')} />
      {modules.map((entry) => (
        <ModuleReleasesCard
          key={entry.Module}
          entry={entry}
          pins={pins.filter((pin) => pin.Module === entry.Module)}
          onMoved={() => void releases.refetch()}
        />
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
                        : entry.Action === 'rollback' && entry.Actor === systemActor
                          ? t('releases.actions.systemRollback')
                          : t(`releases.actions.${entry.Action}`)}
                    </td>
                    <td>{entry.Actor === systemActor ? t('releases.health.system') : entry.Actor}</td>
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

function ModuleReleasesCard({
  entry,
  pins,
  onMoved,
}: {
  entry: ModuleEntry;
  pins: readonly PinEntry[];
  onMoved: () => void;
}) {
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
              <th scope="col">{t('releases.columns.traffic')}</th>
              <th scope="col">{t('releases.columns.loads')}</th>
              <th scope="col">{t('releases.columns.errorRate')}</th>
              <th scope="col">{t('releases.columns.uploaded')}</th>
              <th scope="col">{t('releases.columns.by')}</th>
            </tr>
          </thead>
          <tbody>
            {entry.Versions.map((version) => {
              const rate = errorRate(version);
              return (
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
                  <td>{formatPercent(trafficShare(version, canary?.CanaryShare ?? 0) / 100)}</td>
                  <td>{version.Health?.Loads ?? 0}</td>
                  <td>{rate === null ? t('releases.health.noLoads') : formatPercent(rate)}</td>
                  <td>
                    <time dateTime={version.CreatedAt}>{formatDateTime(version.CreatedAt)}</time>
                  </td>
                  <td>{version.CreatedBy}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ReleaseMoves
        module={entry.Module}
        canary={canary ? { version: canary.Version, share: canary.CanaryShare ?? 0 } : null}
        canRollBack={canary !== undefined || entry.Versions.length > 1}
        onMoved={onMoved}
      />
      <ReleasePins
        module={entry.Module}
        versions={entry.Versions.map((version) => version.Version)}
        pins={pins}
        onChanged={onMoved}
      />
    </section>
  );
}
