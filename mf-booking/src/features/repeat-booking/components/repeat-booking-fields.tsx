// On the providers step, for a product an operator marked repeatable: book the chosen provider and arrival
// window weekly, fortnightly or every four weeks instead of once. The series goes to the provider, who
// accepts it once; the customer then finds it on the orders page.
import type { RequestDraft } from '@callout/contracts/booking';
import { type SeriesCadence, seriesCadences } from '@callout/contracts/order-series';
import { useTranslation } from '@callout/i18n/react';
import { ServerRefusal } from '@callout/module-kit/errors';
import { useNavigate } from '@callout/router';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { useId, useState } from 'react';
import { paths } from '../../../config/paths';
import { useProducts } from '../../catalog/api/get-products';
import { createSeries } from '../api/create-series';

interface Props {
  draft: RequestDraft;
  provider: string;
  date: string;
  window: string;
}

export function RepeatBookingFields({ draft, provider, date, window }: Props) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const cadenceId = useId();
  const [cadence, setCadence] = useState<SeriesCadence | ''>('');
  const [visits, setVisits] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const products = useProducts(draft.Category, draft.Specific, '');
  const repeatable = products.data?.some((product) => product.Id === draft.ProdId && product.Repeatable);
  if (!repeatable) return null;

  const book = async () => {
    if (!cadence) return;
    setSending(true);
    setProblem(null);
    try {
      await createSeries({
        prodid: draft.ProdId ?? '',
        provider,
        zipcode: draft.ZipCode ?? '',
        address: draft.Address ?? '',
        ...(draft.AddressLine1 && draft.Town
          ? { AddressLine1: draft.AddressLine1, AddressLine2: draft.AddressLine2 ?? '', Town: draft.Town }
          : {}),
        note: draft.Note ?? '',
        first: date,
        window,
        cadence,
        visits,
        ...(draft.Hours ? { hours: draft.Hours } : {}),
      });
      await navigate(paths.orders.getHref());
    } catch (error) {
      setProblem(error instanceof ServerRefusal ? error.message : t('repeat.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <fieldset className="bk-repeat">
      <legend>{t('repeat.legend')}</legend>
      <div className="field">
        <label className="field__label" htmlFor={cadenceId}>
          {t('repeat.cadence')}
        </label>
        <select
          id={cadenceId}
          className="field__input"
          value={cadence}
          onChange={(event) => {
            const value = seriesCadences.find((one) => one === event.target.value);
            setCadence(value ?? '');
          }}
        >
          <option value="">{t('repeat.once')}</option>
          {seriesCadences.map((value) => (
            <option key={value} value={value}>
              {t(`repeat.cadences.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {cadence ? (
        <>
          <TextField
            label={t('repeat.visits')}
            hint={t('repeat.visitsHint')}
            inputMode="numeric"
            value={visits}
            onChange={(event) => setVisits(event.target.value)}
          />
          {problem ? <Notice tone="error">{problem}</Notice> : null}
          <Button onClick={() => void book()} disabled={sending}>
            {t('repeat.book')}
          </Button>
        </>
      ) : null}
    </fieldset>
  );
}
