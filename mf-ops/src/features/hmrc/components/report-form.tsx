// The year's report to HMRC: a calendar year, XML (HMRC's DPI schema) or CSV, and whether it is a draft
// (not recorded, any year). The first recorded report is the original; producing the year again after a
// seller's figures or details changed gives a correcting report of those sellers only. The answer is
// offered as a file to download.
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { type ProducedReport, produceReport } from '../api/hmrc-api';

const mediaTypes = { xml: 'application/xml', csv: 'text/csv' } as const;

/** The file of a produced report, and its address while the page shows it. */
function useDownload(report: ProducedReport | undefined) {
  const href = useMemo(
    () =>
      report
        ? URL.createObjectURL(
            new Blob([report.Content], { type: `${mediaTypes[report.Format]};charset=utf-8` }),
          )
        : null,
    [report],
  );
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href]);
  const name = report ? `hmrc-dpi-${report.Year}-${report.MessageRefID}.${report.Format}` : '';
  return { href, name };
}

export function ReportForm({ onProduced }: { onProduced: () => void }) {
  const { t } = useTranslation('ops');
  const [year, setYear] = useState(String(new Date().getFullYear() - 1));
  const [format, setFormat] = useState<'xml' | 'csv'>('xml');
  const [draft, setDraft] = useState(false);
  const produce = useMutation({
    mutationFn: () => produceReport({ year: year.trim(), format, draft }),
    onSuccess: onProduced,
  });
  const report = produce.data;
  const download = useDownload(report);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    produce.mutate();
  };
  return (
    <form className="ops-form" onSubmit={submit} aria-labelledby="hmrc-report-heading">
      <p>{t('hmrc.report.lead')}</p>
      <div className="ops-form__row">
        <TextField
          label={t('hmrc.report.year')}
          inputMode="numeric"
          value={year}
          maxLength={4}
          onChange={(event) => setYear(event.target.value)}
        />
        <SelectField
          label={t('hmrc.report.format')}
          value={format}
          options={[
            { value: 'xml', label: t('hmrc.report.xml') },
            { value: 'csv', label: t('hmrc.report.csv') },
          ]}
          onChange={(value) => setFormat(value === 'csv' ? 'csv' : 'xml')}
        />
      </div>
      <label className="ops-choice">
        <input type="checkbox" checked={draft} onChange={(event) => setDraft(event.target.checked)} />{' '}
        {t('hmrc.report.draft')}
      </label>
      <div className="ops-form__actions">
        <Button type="submit" loading={produce.isPending}>
          {t('hmrc.report.produce')}
        </Button>
      </div>
      <div aria-live="polite">
        {produce.isError ? (
          <Notice tone="error" title={messageFor(produce.error, t('people.networkError'))} />
        ) : null}
        {report ? (
          <Notice title={t(`hmrc.report.kinds.${report.Kind}`, { year: report.Year, count: report.Sellers })}>
            <p>{report.message}</p>
            <p>{t('hmrc.report.reference', { reference: report.MessageRefID })}</p>
            {report.MissingDetails.length > 0 ? (
              <p>{t('hmrc.report.missing', { count: report.MissingDetails.length })}</p>
            ) : null}
            {download.href ? (
              <a href={download.href} download={download.name}>
                {t('hmrc.report.download', { name: download.name })}
              </a>
            ) : null}
          </Notice>
        ) : null}
      </div>
    </form>
  );
}
