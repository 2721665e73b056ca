// What the customer has chosen so far, as the specifics and negotiate pages show it.
import type { RequestDraft } from '@callout/contracts/booking';
import { noSpecific } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';

const shown = ['ZipCode', 'Address', 'Category', 'Specific', 'Product', 'Scheduled'] as const;

export function DraftSummary({
  draft,
  fields = shown,
}: {
  draft: RequestDraft;
  fields?: readonly (typeof shown)[number][];
}) {
  const { t } = useTranslation('booking');
  const rows = fields.filter(
    (field) => draft[field] && !(field === 'Specific' && draft.Specific === noSpecific),
  );
  return (
    <dl className="bk-summary">
      {rows.map((field) => (
        <div key={field}>
          <dt>{t(`draft.${field}`)}</dt>
          <dd>{draft[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
