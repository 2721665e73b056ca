// /ops/audit: every operator action, newest first: when (London), who, what, to which record, and what
// changed, before and after. Searchable by text (action, record id, operator, note) and by record; older
// entries load a page at a time.
import { useTranslation } from '@callout/i18n/react';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { TextField } from '@callout/ui/field';
import { SearchBox } from '@callout/ui/search-box';
import { useId, useMemo, useState } from 'react';
import { OpsPage } from '../../../components/ops-page';
import type { AuditFilters } from '../api/audit-calls';
import { AuditEntries } from './audit-entries';

const searchDelayMs = 300;
export const subjectTypes = [
  'product',
  'category',
  'specific',
  'promotion',
  'account',
  'order',
  'case',
  'kyc',
  'service',
] as const;

export function AuditPage() {
  const { t } = useTranslation('ops');
  const typeId = useId();
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), searchDelayMs);
  const settledId = useDebouncedValue(subjectId.trim(), searchDelayMs);
  const filters: AuditFilters = useMemo(
    () => ({ search: settledSearch, subject, subjectid: settledId }),
    [settledSearch, subject, settledId],
  );
  // The pages shown: the first, then one per "older entries" press. New filters start again.
  const [cursors, setCursors] = useState<{ for: AuditFilters; before: string[] }>({
    for: filters,
    before: [''],
  });
  const pages = cursors.for === filters ? cursors.before : [''];

  return (
    <OpsPage title={t('audit.title')} lead={t('audit.lead')}>
      <search className="ops-filters">
        <SearchBox className="ops-search" label={t('audit.search')} value={search} onChange={setSearch} />
        <div className="field">
          <label className="field__label" htmlFor={typeId}>
            {t('audit.subjectType')}
          </label>
          <select
            id={typeId}
            className="field__input"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          >
            <option value="">{t('audit.anyRecord')}</option>
            {subjectTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('audit.subjectId')}
          value={subjectId}
          maxLength={100}
          disabled={!subject}
          hint={subject ? undefined : t('audit.subjectIdHint')}
          onChange={(event) => setSubjectId(event.target.value)}
        />
      </search>
      <ol className="ops-audit" aria-label={t('audit.listLabel')}>
        {pages.map((before, index) => (
          <AuditEntries
            key={before || 'first'}
            filters={filters}
            before={before}
            first={index === 0}
            last={index === pages.length - 1}
            onOlder={(next) => setCursors({ for: filters, before: [...pages, next] })}
          />
        ))}
      </ol>
    </OpsPage>
  );
}
