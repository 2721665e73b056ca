// One credential to check: its document (a picture, or a PDF opened in a new tab) beside what the provider
// typed, and the decision: verify it, or query it with a reason the provider is told.
import type { OpsCredential } from '@callout/contracts/credentials';
import { formatDate, formatDateTime, formatMoney } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useState } from 'react';
import { DecisionForm } from '../../reviews/components/decision-form';
import { credentialDecisions, reviewCredential } from '../api/credentials-api';

function CredentialDocument({ link, subject }: { link: string | null; subject: string }) {
  const { t } = useTranslation('ops');
  // A PDF does not draw as a picture: then it is embedded, with a link to open it.
  const [notPicture, setNotPicture] = useState(false);
  if (!link) return <p className="ops-document__missing">{t('credentials.queue.noDocument')}</p>;
  return (
    <figure className="ops-document ops-credential__document">
      {notPicture ? (
        <object
          data={link}
          type="application/pdf"
          aria-label={t('credentials.queue.documentAlt', { subject })}
        >
          <p className="ops-document__missing">{t('credentials.queue.pdf')}</p>
        </object>
      ) : (
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          aria-label={t('credentials.queue.openDocument', { subject })}
        >
          <img
            src={link}
            alt={t('credentials.queue.documentAlt', { subject })}
            loading="lazy"
            onError={() => setNotPicture(true)}
          />
        </a>
      )}
      <figcaption>
        <a href={link} target="_blank" rel="noreferrer">
          {t('credentials.queue.open')}
        </a>
      </figcaption>
    </figure>
  );
}

export function CredentialCard({
  credential,
  onDecided,
}: {
  credential: OpsCredential;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation('ops');
  const subject = t('credentials.queue.subject', {
    name: credential.Name,
    provider: credential.ProviderName,
  });
  const headingId = `credential-${credential.CredentialID}`;
  const fields: Array<[string, string]> = [
    [t('credentials.queue.fields.provider'), `${credential.ProviderName} (${credential.ProviderID})`],
    [t('credentials.queue.fields.email'), credential.Email ?? '–'],
    [t('credentials.queue.fields.kind'), `${credential.Name} · ${credential.IssuingBody}`],
    [t('credentials.queue.fields.number'), credential.Number ?? '–'],
    [t('credentials.queue.fields.expires'), credential.Expires ? formatDate(credential.Expires) : '–'],
    [
      t('credentials.queue.fields.cover'),
      credential.Cover === null ? '–' : formatMoney(credential.Cover / 100),
    ],
    [t('credentials.queue.fields.submitted'), formatDateTime(credential.Submitted)],
  ];
  return (
    <article
      className="card ops-review"
      aria-labelledby={headingId}
      data-credential={credential.CredentialID}
    >
      <h3 id={headingId}>
        {credential.Name} <span className="ops-muted">({credential.ProviderName})</span>{' '}
        <span className="ops-badge">{t(`credentials.status.${credential.Status}`)}</span>
      </h3>
      <div className="ops-review__body">
        <CredentialDocument link={credential.Document} subject={subject} />
        <div>
          <dl className="ops-fields">
            {fields.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {credential.RegisterUrl ? (
            <p>
              <a href={credential.RegisterUrl} target="_blank" rel="noreferrer">
                {t('credentials.queue.register', { body: credential.IssuingBody })}
              </a>
            </p>
          ) : null}
          {credential.Note ? <p>{t('credentials.queue.note', { note: credential.Note })}</p> : null}
        </div>
      </div>
      {credential.Status === 'SUBMITTED' ? (
        <DecisionForm
          subject={subject}
          decisions={credentialDecisions}
          current={credential.Status}
          decide={(decision) => reviewCredential(credential.CredentialID, decision)}
          onDecided={onDecided}
          noteHint={t('credentials.queue.noteHint')}
          noteRequiredFor="QUERIED"
        />
      ) : null}
    </article>
  );
}
