// /ops/credentials: the credentials waiting for a check, each beside its document and decided in place (a
// decision takes it out of the queue); the kinds operators define; and which categories or products
// require which kinds. Every change reloads the lists it touches.
import type { CredentialRequirement } from '@callout/contracts/credentials';
import { formatMoney } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation, useQuery, useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { useState } from 'react';
import { OpsPage } from '../../../components/ops-page';
import { SelectField } from '../../../components/select-field';
import { catalogueQueryOptions } from '../../catalogue/api/catalogue-calls';
import {
  credentialFilters,
  credentialKindsQueryOptions,
  credentialQueueQueryOptions,
  credentialRequirementsQueryOptions,
  credentialsKey,
  removeRequirement,
} from '../api/credentials-api';
import { CredentialCard } from './credential-card';
import { KindForm } from './kind-form';
import { RequirementForm } from './requirement-form';

function RequirementRow({
  requirement,
  onRemoved,
}: {
  requirement: CredentialRequirement;
  onRemoved: (message: string) => void;
}) {
  const { t } = useTranslation('ops');
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeRequirement(requirement.RequirementID),
    onSuccess: onRemoved,
  });
  const scope = requirement.Product
    ? t('credentials.requirements.forProduct', { product: requirement.Product })
    : requirement.Category
      ? t('credentials.requirements.forCategory', { category: requirement.Category })
      : t('credentials.requirements.forAll');
  const kinds = requirement.Kinds.map((kind) => kind.Name).join(t('credentials.requirements.or'));
  return (
    <tr>
      <td>{scope}</td>
      <td>{kinds}</td>
      <td>{requirement.MinCover === null ? '–' : formatMoney(requirement.MinCover / 100)}</td>
      <td>
        {confirming ? (
          <span className="ops-credential__confirm">
            <Button variant="accent" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('credentials.requirements.removeYes', { scope })}
            </Button>{' '}
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('form.cancel')}
            </Button>
          </span>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('credentials.requirements.remove', { scope })}
          </Button>
        )}
        {remove.isError ? (
          <Notice tone="error" title={messageFor(remove.error, t('people.networkError'))} />
        ) : null}
      </td>
    </tr>
  );
}

export function CredentialsPage() {
  const { t } = useTranslation('ops');
  const client = useQueryClient();
  const [filter, setFilter] = useState('pending');
  const queue = useQuery(credentialQueueQueryOptions(filter));
  const kinds = useQuery(credentialKindsQueryOptions());
  const requirements = useQuery(credentialRequirementsQueryOptions());
  const catalogue = useQuery(catalogueQueryOptions());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [addingRequirement, setAddingRequirement] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const refresh = (message: string) => {
    setDone(message);
    setEditing(null);
    setAddingRequirement(false);
    void client.invalidateQueries({ queryKey: credentialsKey });
  };
  const labels = {
    loading: t('people.loading'),
    loadFailed: t('people.loadFailed'),
    retry: t('people.retry'),
  };
  const filterLabel = (value: (typeof credentialFilters)[number]) =>
    value === 'pending' || value === 'all' ? t(`reviews.filter.${value}`) : t(`credentials.status.${value}`);
  const editedKind =
    typeof editing === 'number' ? (kinds.data?.find((kind) => kind.KindID === editing) ?? null) : null;

  return (
    <OpsPage title={t('pages.credentials')} lead={t('sections.credentials.summary')}>
      <div aria-live="polite">{done ? <Notice title={done} /> : null}</div>

      <section className="ops-section" aria-labelledby="credential-queue-heading">
        <div className="ops-section__heading">
          <h2 id="credential-queue-heading">{t('credentials.queue.title')}</h2>
          <SelectField
            label={t('credentials.queue.filter')}
            value={filter}
            options={credentialFilters.map((value) => ({ value, label: filterLabel(value) }))}
            onChange={setFilter}
          />
        </div>
        <ListState
          status={loadStatus(queue)}
          hasItems={(queue.data?.length ?? 0) > 0}
          emptyText={t('credentials.queue.empty')}
          onRetry={() => void queue.refetch()}
          labels={labels}
          emptyClassName="ops-empty"
        />
        {queue.data?.map((credential) => (
          <CredentialCard key={credential.CredentialID} credential={credential} onDecided={refresh} />
        ))}
      </section>

      <section className="ops-section" aria-labelledby="credential-kinds-heading">
        <div className="ops-section__heading">
          <h2 id="credential-kinds-heading">{t('credentials.kinds.title')}</h2>
          <Button variant="secondary" onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {t('credentials.kinds.add')}
          </Button>
        </div>
        {editing === 'new' || editedKind ? (
          <KindForm
            key={editedKind?.KindID ?? 'new'}
            kind={editedKind}
            onSaved={refresh}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        <ListState
          status={loadStatus(kinds)}
          hasItems={(kinds.data?.length ?? 0) > 0}
          emptyText={t('credentials.kinds.empty')}
          onRetry={() => void kinds.refetch()}
          labels={labels}
          emptyClassName="ops-empty"
        />
        {kinds.data?.length ? (
          <div className="ops-table-wrap">
            <table className="ops-table ops-credential-table">
              <caption className="visually-hidden">{t('credentials.kinds.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('credentials.kinds.fields.name')}</th>
                  <th scope="col">{t('credentials.kinds.fields.issuingBody')}</th>
                  <th scope="col">{t('credentials.kinds.columns.details')}</th>
                  <th scope="col">{t('credentials.kinds.columns.register')}</th>
                  <th scope="col">{t('credentials.kinds.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {kinds.data.map((kind) => (
                  <tr key={kind.KindID}>
                    <th scope="row">{kind.Name}</th>
                    <td>{kind.IssuingBody}</td>
                    <td>
                      {[
                        kind.HasNumber ? t('credentials.kinds.hasNumber') : t('credentials.kinds.noNumber'),
                        kind.HasExpiry ? t('credentials.kinds.hasExpiry') : t('credentials.kinds.noExpiry'),
                      ].join(' · ')}
                    </td>
                    <td>
                      {kind.RegisterUrl ? (
                        <a href={kind.RegisterUrl} target="_blank" rel="noreferrer">
                          {t('credentials.kinds.openRegister', { name: kind.Name })}
                        </a>
                      ) : (
                        '–'
                      )}
                    </td>
                    <td>
                      <Button variant="secondary" onClick={() => setEditing(kind.KindID)}>
                        {t('credentials.kinds.edit', { name: kind.Name })}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section className="ops-section" aria-labelledby="credential-requirements-heading">
        <div className="ops-section__heading">
          <h2 id="credential-requirements-heading">{t('credentials.requirements.title')}</h2>
          <Button
            variant="secondary"
            onClick={() => setAddingRequirement(true)}
            disabled={addingRequirement || !kinds.data?.length || !catalogue.data}
          >
            {t('credentials.requirements.add')}
          </Button>
        </div>
        <p>{t('credentials.requirements.lead')}</p>
        {addingRequirement && kinds.data && catalogue.data ? (
          <RequirementForm
            kinds={kinds.data}
            catalogue={catalogue.data}
            onSaved={refresh}
            onCancel={() => setAddingRequirement(false)}
          />
        ) : null}
        <ListState
          status={loadStatus(requirements)}
          hasItems={(requirements.data?.length ?? 0) > 0}
          emptyText={t('credentials.requirements.empty')}
          onRetry={() => void requirements.refetch()}
          labels={labels}
          emptyClassName="ops-empty"
        />
        {requirements.data?.length ? (
          <div className="ops-table-wrap">
            <table className="ops-table ops-credential-table">
              <caption className="visually-hidden">{t('credentials.requirements.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('credentials.requirements.columns.scope')}</th>
                  <th scope="col">{t('credentials.requirements.columns.kinds')}</th>
                  <th scope="col">{t('credentials.requirements.columns.minCover')}</th>
                  <th scope="col">{t('credentials.kinds.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {requirements.data.map((requirement) => (
                  <RequirementRow
                    key={requirement.RequirementID}
                    requirement={requirement}
                    onRemoved={refresh}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </OpsPage>
  );
}
