// "Your request so far" beside a booking step on wide screens: the draft the steps fill, read from the same
// store. A row repeats a value the step may also show, so tests look for the step's copy inside the step.
import { noSpecific } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { useId } from 'react';
import { useRequestDraft } from '../hooks/use-request-draft';
import { shownValue } from './draft-summary';

const fields = ['ZipCode', 'Address', 'Category', 'Specific', 'Product', 'Scheduled'] as const;

export function DraftPanel() {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const { draft } = useRequestDraft();
  const rows = fields.filter(
    (field) => draft?.[field] && !(field === 'Specific' && draft.Specific === noSpecific),
  );
  return (
    <aside className="card bk-draft-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="bk-draft-panel__title">
        {t('draftPanel.title')}
      </h2>
      {draft?.ProviderName ? (
        <p className="bk-draft-panel__provider">{t('location.withProvider', { name: draft.ProviderName })}</p>
      ) : null}
      {rows.length === 0 ? (
        draft?.ProviderName ? null : (
          <p className="bk-draft-panel__empty">{t('draftPanel.empty')}</p>
        )
      ) : (
        <ul className="bk-draft-panel__rows">
          {rows.map((field) => (
            <li key={field}>
              <span className="bk-draft-panel__label">{t(`draft.${field}`)}</span>{' '}
              {draft ? shownValue(draft, field) : null}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
