// What the provider's services need (each requirement: the kinds that meet it, its minimum cover, the
// services it covers, in place or missing) and the services not offered now for want of a credential.
import { useTranslation } from '@callout/i18n/react';
import { money } from '../../../lib/money';
import type { CredentialsPageData } from '../api/credentials';
import { requirementMet } from '../credential-state';

export function CredentialNeeds({ data }: { data: CredentialsPageData }) {
  const { t, i18n } = useTranslation('provider');
  const either = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  const both = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const kindName = new Map(data.Kinds.map((kind) => [kind.KindID, kind.Name]));
  const requirements = data.Requirements ?? [];
  return (
    <section className="card pv-credential-needs" aria-labelledby="pv-needs-title">
      <h2 id="pv-needs-title">{t('credentials.needsTitle')}</h2>
      {requirements.length === 0 ? <p className="pv-meta">{t('credentials.noNeeds')}</p> : null}
      {requirements.length > 0 ? (
        <ul className="pv-requirement-list">
          {requirements.map((requirement) => {
            const met = requirementMet(requirement, data.Credentials);
            return (
              <li key={requirement.RequirementID} className="pv-requirement" data-met={met}>
                <p className="pv-requirement__kinds">
                  {either.format(requirement.Kinds.map((id) => kindName.get(id) ?? String(id)))}
                  <span className={`pv-requirement__state pv-requirement__state--${met ? 'met' : 'missing'}`}>
                    {met ? t('credentials.met') : t('credentials.missing')}
                  </span>
                </p>
                {requirement.MinCover !== null ? (
                  <p className="pv-meta">
                    {t('credentials.minCover', { amount: money(requirement.MinCover / 100) })}
                  </p>
                ) : null}
                <p className="pv-meta">
                  {t('credentials.covers', { products: both.format(requirement.Products) })}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      <h3>{t('credentials.hiddenTitle')}</h3>
      {data.Uncovered.length === 0 ? (
        <p className="pv-meta">{t('credentials.allShown')}</p>
      ) : (
        <>
          <p>{t('credentials.hiddenLead')}</p>
          <ul className="pv-uncovered-list">
            {data.Uncovered.map((product) => (
              <li key={product.ProductID}>
                {t('credentials.hiddenItem', {
                  product: product.Product,
                  needs: both.format(product.Needs),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
