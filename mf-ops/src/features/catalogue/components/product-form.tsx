// Adds a product (a service, as the spec calls it) to a specific, or changes one: title, description,
// picture, pay rate PER JOB or PER HOUR, the price range providers choose their price within, and the
// typical duration that sizes the arrival windows of a PER JOB product.
import {
  editProductInputSchema,
  maxCatalogueDescriptionLength,
  maxCatalogueNameLength,
  maxCataloguePrice,
  maxDurationMinutes,
  minCataloguePrice,
  minDurationMinutes,
  newProductInputSchema,
  type OpsProduct,
} from '@callout/contracts/ops-catalogue';
import { useTranslation } from '@callout/i18n/react';
import { TextField } from '@callout/ui/field';
import { useId, useState } from 'react';
import { FormPanel } from '../../../components/form-panel';
import { type ChosenPicture, PictureField } from '../../../components/picture-field';
import { TextAreaField } from '../../../components/text-area-field';
import { invalid } from '../../../lib/form-errors';
import { useFormSave } from '../../../lib/use-form-save';
import { addProduct, editProduct } from '../api/catalogue-calls';

const payRates = ['PER JOB', 'PER HOUR'] as const;

/** A price as the input shows it: pounds and pence. */
const priceText = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

export function ProductForm({
  category,
  specific,
  item,
  onSaved,
  onCancel,
}: {
  category: string;
  specific: string;
  item?: OpsProduct | undefined;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops');
  const rateId = useId();
  const [title, setTitle] = useState(item?.Product ?? '');
  const [description, setDescription] = useState(item?.Description ?? '');
  const [payRate, setPayRate] = useState<string>(item?.PayRate ?? '');
  const [minPrice, setMinPrice] = useState(priceText(item?.MinPrice));
  const [maxPrice, setMaxPrice] = useState(priceText(item?.MaxPrice));
  const [duration, setDuration] = useState(item?.Duration ? String(item.Duration) : '');
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const { errors, refusal, saving, save } = useFormSave(
    item ? editProductInputSchema : newProductInputSchema,
    (values) => (item ? editProduct(item.Id, values) : addProduct(values)),
    onSaved,
  );
  const place = specific === 'NONE' ? category : `${category} › ${specific}`;

  const submit = () => {
    const values = {
      product: title,
      description,
      payrate: payRate,
      minprice: minPrice.trim(),
      maxprice: maxPrice.trim(),
      // Empty leaves it as it is (none for a new product).
      duration: duration.trim(),
      image: picture?.base64 ?? '',
      imageVariants: picture?.variants ?? '',
    };
    void save(item ? values : { category, specific, ...values });
  };

  return (
    <FormPanel
      title={item ? t('catalogue.editProduct', { name: item.Product }) : t('catalogue.newProduct', { place })}
      refusal={refusal}
      saving={saving}
      errors={errors}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField
        label={t('catalogue.fields.productName')}
        value={title}
        maxLength={maxCatalogueNameLength}
        status={invalid(errors.product)}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label={t('catalogue.fields.description')}
        value={description}
        maxLength={maxCatalogueDescriptionLength}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset
        className="field ops-choice"
        aria-describedby={errors.payrate ? `${rateId}-status` : undefined}
      >
        <legend className="field__label">{t('catalogue.fields.payRate')}</legend>
        {payRates.map((rate) => (
          <label key={rate} className="ops-choice__option">
            <input
              type="radio"
              name={`${rateId}-rate`}
              value={rate}
              checked={payRate === rate}
              data-invalid={errors.payrate ? true : undefined}
              onChange={() => setPayRate(rate)}
            />{' '}
            {rate}
          </label>
        ))}
        {errors.payrate ? (
          <p id={`${rateId}-status`} className="field__status field__status--invalid">
            <span aria-hidden="true">✗ </span>
            {errors.payrate}
          </p>
        ) : null}
      </fieldset>
      <div className="ops-form__row">
        <TextField
          label={t('catalogue.fields.minPrice')}
          inputMode="decimal"
          type="number"
          min={minCataloguePrice}
          max={maxCataloguePrice}
          step="0.01"
          value={minPrice}
          status={invalid(errors.minprice)}
          onChange={(event) => setMinPrice(event.target.value)}
        />
        <TextField
          label={t('catalogue.fields.maxPrice')}
          inputMode="decimal"
          type="number"
          min={minCataloguePrice}
          max={maxCataloguePrice}
          step="0.01"
          value={maxPrice}
          status={invalid(errors.maxprice)}
          onChange={(event) => setMaxPrice(event.target.value)}
        />
      </div>
      <TextField
        label={t('catalogue.fields.duration')}
        hint={t('catalogue.fields.durationHint')}
        inputMode="numeric"
        type="number"
        min={minDurationMinutes}
        max={maxDurationMinutes}
        step="1"
        value={duration}
        status={invalid(errors.duration)}
        onChange={(event) => setDuration(event.target.value)}
      />
      <PictureField
        label={t('catalogue.fields.picture')}
        value={picture}
        current={item?.imgLink}
        error={errors.image ?? errors.imageVariants}
        onChange={setPicture}
        withCopies
      />
    </FormPanel>
  );
}
