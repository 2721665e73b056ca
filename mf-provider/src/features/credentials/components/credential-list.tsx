// The provider's credentials, newest first: kind, issuing body, number, expiry, cover, the operator's word
// (waiting for check, verified with the day checked, queried with the reason, expired), the document and the
// body's public register when it has one.
import type { Credential } from '@callout/contracts/credentials';
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { money } from '../../../lib/money';
import { type ShownState, shownState } from '../credential-state';

function StatusText({ credential, state }: { credential: Credential; state: ShownState }) {
  const { t } = useTranslation('provider');
  switch (state) {
    case 'waiting':
      return t('credentials.waiting');
    case 'verified':
      return t('credentials.verified', {
        date: credential.Checked ? formatDate(credential.Checked) : '',
      }).trim();
    case 'queried':
      return t('credentials.queried', { reason: credential.Note ?? '' });
    case 'expired':
      return t('credentials.expired');
  }
}

export function CredentialList({ credentials }: { credentials: readonly Credential[] }) {
  const { t } = useTranslation('provider');
  return (
    <ul className="pv-credential-list">
      {credentials.map((credential) => {
        const state = shownState(credential);
        return (
          <li key={credential.CredentialID} className="pv-credential" data-state={state}>
            <h3 className="pv-credential__name">{credential.Name}</h3>
            <p className="pv-meta">{t('credentials.issuedBy', { body: credential.IssuingBody })}</p>
            <dl className="pv-summary-list">
              {credential.Number ? (
                <div>
                  <dt>{t('credentials.number')}</dt>
                  <dd>{credential.Number}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('credentials.expires')}</dt>
                <dd>{credential.Expires ? formatDate(credential.Expires) : t('credentials.noExpiry')}</dd>
              </div>
              {credential.Cover !== null ? (
                <div>
                  <dt>{t('credentials.cover')}</dt>
                  <dd>{money(credential.Cover / 100)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('credentials.status')}</dt>
                <dd className={`pv-credential__status pv-credential__status--${state}`}>
                  <StatusText credential={credential} state={state} />
                </dd>
              </div>
            </dl>
            <p className="pv-credential__links">
              {credential.Document ? (
                <a href={credential.Document} target="_blank" rel="noopener">
                  {t('credentials.document')}{' '}
                  <span className="visually-hidden">{t('credentials.newTab')}</span>
                </a>
              ) : null}
              {credential.RegisterUrl ? (
                <a href={credential.RegisterUrl} target="_blank" rel="noopener noreferrer">
                  {t('credentials.register', { body: credential.IssuingBody })}{' '}
                  <span className="visually-hidden">{t('credentials.newTab')}</span>
                </a>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
