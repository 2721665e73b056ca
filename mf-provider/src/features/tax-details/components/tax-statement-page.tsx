// /provider/taxstatement?year=: the provider's copy of what was reported to HMRC about them for a calendar
// year (the latest report or correction, exactly as sent), per quarter, printable. The statement mail
// links here with its year.
import { formatMoney } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Link, useSearchParams } from '@callout/router';
import { Button } from '@callout/ui/button';
import { ListState } from '@callout/ui/list-state';
import { useId } from 'react';
import { ProviderPage } from '../../../components/provider-page';
import { paths } from '../../../config/paths';
import { useListLabels } from '../../../hooks/use-list-labels';
import { formatWhen } from '../../../lib/dates';
import { shownStatus } from '../../../lib/shown-status';
import { type HmrcStatement, useHmrcStatement } from '../api/hmrc-statement';

/** Reporting began with 2024; a year is reported once it has ended. */
const firstYear = 2024;
const yearPattern = /^\d{4}$/;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export default function TaxStatementPage() {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const lastYear = new Date().getFullYear() - 1;
  const asked = params.get('year') ?? '';
  const year =
    yearPattern.test(asked) && Number(asked) >= firstYear ? Number(asked) : Math.max(lastYear, firstYear);
  const years: number[] = [];
  for (let y = Math.max(lastYear, year); y >= firstYear; y--) years.push(y);
  const query = useHmrcStatement(year);
  const statement = query.data ?? null;
  return (
    <ProviderPage title={t('pages.taxStatement')} lead={t('taxStatement.lead')}>
      <div className="pv-form__grid">
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {t('taxStatement.year')}
          </label>
          <select
            id={selectId}
            className="field__input"
            value={String(year)}
            onChange={(event) => setParams({ year: event.target.value }, { replace: true })}
          >
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </div>
        {statement ? (
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            {t('taxStatement.print')}
          </Button>
        ) : null}
      </div>
      <ListState
        status={shownStatus(query)}
        hasItems={statement !== null}
        emptyText={t('taxStatement.none', { year })}
        emptyClassName="pv-empty"
        onRetry={() => void query.refetch()}
        labels={listLabels}
      />
      {statement ? <Statement statement={statement} /> : null}
      <p>
        <Link to={paths.taxDetails.getHref()}>{t('taxStatement.detailsLink')}</Link>
      </p>
    </ProviderPage>
  );
}

function Statement({ statement }: { statement: HmrcStatement }) {
  const { t } = useTranslation('provider');
  const money = (amount: number) => formatMoney(amount, statement.Currency);
  const { Consideration, Fees, Activities } = statement.Figures;
  return (
    <section className="card pv-tax-statement" aria-labelledby="pv-tax-statement-title">
      <h2 id="pv-tax-statement-title">{t('taxStatement.title', { year: statement.Year })}</h2>
      <dl className="pv-summary-list">
        <div>
          <dt>{t('taxStatement.seller')}</dt>
          <dd>
            {statement.Seller.Name} ({t(`taxDetails.kinds.${statement.Seller.Kind}`)})
          </dd>
        </div>
        <div>
          <dt>{t('taxStatement.reference')}</dt>
          <dd>{statement.Seller.Reference || '—'}</dd>
        </div>
        <div>
          <dt>{t('taxStatement.reported')}</dt>
          <dd>{formatWhen(statement.Reported)}</dd>
        </div>
        <div>
          <dt>{t('taxStatement.record')}</dt>
          <dd>{statement.DocRefID}</dd>
        </div>
        {statement.Corrects ? (
          <div>
            <dt>{t('taxStatement.corrects')}</dt>
            <dd>{statement.Corrects}</dd>
          </div>
        ) : null}
      </dl>
      <table className="pv-earnings">
        <caption className="pv-meta">{t('taxStatement.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('taxStatement.quarter')}</th>
            <th scope="col">{t('taxStatement.consideration')}</th>
            <th scope="col">{t('taxStatement.fees')}</th>
            <th scope="col">{t('taxStatement.activities')}</th>
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3].map((q) => (
            <tr key={q}>
              <th scope="row">{t('taxStatement.quarterN', { quarter: q + 1 })}</th>
              <td>{money(Consideration[q] ?? 0)}</td>
              <td>{money(Fees[q] ?? 0)}</td>
              <td>{Activities[q] ?? 0}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('taxStatement.total')}</th>
            <td>{money(sum(Consideration))}</td>
            <td>{money(sum(Fees))}</td>
            <td>{sum(Activities)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
