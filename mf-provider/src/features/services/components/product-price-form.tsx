// One service with the provider's price: the input is clamped to MinPrice..MaxPrice (step 0.01) when left,
// kept as a draft on the device, and sent after the spec's confirmation.

import type { Product } from '@callout/contracts/catalog';
import { priceStep } from '@callout/contracts/constants';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, messageFor } from '@callout/module-kit/errors';
import { Button } from '@callout/ui/button';
import { pictureSize } from '@callout/ui/picture';
import { type FormEvent, useId, useState } from 'react';
import { draftKeys } from '../../../config/constants';
import { priceDraftStore } from '../../../data/drafts';
import { useStoredDraft } from '../../../hooks/use-stored-draft';
import { alertMessage, confirmAction } from '../../../lib/dialogs';
import { money } from '../../../lib/money';
import { createCertificationRequest } from '../api/create-certification-request';
import { clampPriceText, priceProblem, startingPrice } from '../price-rules';

export function ProductPriceForm({ product }: { product: Product }) {
  const { t } = useTranslation('provider');
  useCheckText();
  const inputId = useId();
  const hintId = useId();
  const price = useStoredDraft(
    priceDraftStore,
    draftKeys.certificationPrice(product.Id),
    startingPrice(product),
  );
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const rate = product.PayRate === 'PER HOUR' ? t('rate.perHour') : t('rate.perJob');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmAction(t('services.confirmRequest'))) return;
    const problem = priceProblem(price.value, product);
    if (problem) return alertMessage(problem);
    setPending(true);
    try {
      const reply = await createCertificationRequest({ id: product.Id, price: Number(price.value) });
      setSent(reply.message);
      await price.discard();
    } catch (error) {
      console.error('The service request failed', error);
      alertMessage(
        isNetworkFailure(error) ? t('errors.network') : messageFor(error, t('services.requestFailed')),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <li className="card pv-product">
      {product.imgLink ? (
        <img src={product.imgLink} alt="" {...pictureSize(product.imgLink, 56)} loading="lazy" />
      ) : null}
      <div className="pv-product__text">
        <h3 className="pv-row__title">{product.Product}</h3>
        <p className="pv-meta">{product.Description}</p>
      </div>
      <form className="pv-inline-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('services.priceLabel', { product: product.Product })}
          </label>
          <input
            id={inputId}
            className="field__input"
            type="number"
            inputMode="decimal"
            min={product.MinPrice}
            max={product.MaxPrice}
            step={priceStep}
            value={price.value}
            aria-describedby={hintId}
            onChange={(event) => price.update(event.target.value)}
            onBlur={(event) => price.update(clampPriceText(event.target.value, product))}
          />
          <p id={hintId} className="field__hint">
            {t('services.priceRange', {
              min: money(product.MinPrice, product.Currency),
              max: money(product.MaxPrice, product.Currency),
              rate,
            })}
          </p>
        </div>
        <Button
          type="submit"
          loading={pending}
          aria-label={t('services.requestFor', { product: product.Product })}
        >
          {t('services.request')}
        </Button>
      </form>
      {sent ? <output className="pv-meta pv-block">{sent}</output> : null}
    </li>
  );
}
