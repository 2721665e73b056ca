// What the customer has chosen so far, as the specifics and negotiate pages show it.
import { windowLabelFrom } from '@callout/contracts/arrival-windows';
import type { RequestDraft } from '@callout/contracts/booking';
import { noSpecific } from '@callout/contracts/catalog';
import { formatJobDay } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';

const shown = ['ZipCode', 'Address', 'Category', 'Specific', 'Product', 'Scheduled', 'Hours'] as const;

/** The job's day reads as on every other page ("4 December 2026"), not as the draft stores it. */
export function shownValue(draft: RequestDraft, field: (typeof shown)[number]): string | undefined {
  const value = draft[field];
  if (field !== 'Scheduled' || !value) return value;
  return formatJobDay(value, draft.Window ? windowLabelFrom(draft.Window) : null);
}

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
          <dd>{shownValue(draft, field)}</dd>
        </div>
      ))}
    </dl>
  );
}
