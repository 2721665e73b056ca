// Requiring credentials: for every product, a category or one product, any one of the chosen kinds (gas
// work: Gas Safe; electrical work: NICEIC or NAPIT), with an optional minimum cover in whole pounds.
import {
  type CredentialKind,
  credentialRequirementInputSchema,
  maxCoverPounds,
} from '@callout/contracts/credentials';
import type { OpsCategory } from '@callout/contracts/ops-catalogue';
import { useTranslation } from '@callout/i18n/react';
import { TextField } from '@callout/ui/field';
import { useId, useState } from 'react';
import { FormPanel } from '../../../components/form-panel';
import { SelectField } from '../../../components/select-field';
import { invalid } from '../../../lib/form-errors';
import { useFormSave } from '../../../lib/use-form-save';
import { addRequirement } from '../api/credentials-api';

export const requirementScopes = ['all', 'category', 'product'] as const;
type Scope = (typeof requirementScopes)[number];

export function RequirementForm({
  kinds,
  catalogue,
  onSaved,
  onCancel,
}: {
  kinds: readonly CredentialKind[];
  catalogue: readonly OpsCategory[];
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops');
  const kindsId = useId();
  const products = catalogue.flatMap((category) =>
    category.Specifics.flatMap((specific) =>
      specific.Products.map((product) => ({
        value: product.Id,
        label: `${product.Product} (${category.Category})`,
      })),
    ),
  );
  const [scope, setScope] = useState<Scope>('category');
  const [category, setCategory] = useState(catalogue[0]?.Category ?? '');
  const [product, setProduct] = useState(products[0]?.value ?? '');
  const [chosen, setChosen] = useState<number[]>([]);
  const [minCover, setMinCover] = useState('');
  const { errors, refusal, saving, save } = useFormSave(
    credentialRequirementInputSchema,
    addRequirement,
    onSaved,
  );
  const toggle = (kindId: number, on: boolean) =>
    setChosen((current) => (on ? [...current, kindId] : current.filter((id) => id !== kindId)));
  const submit = () =>
    void save({
      category: scope === 'category' ? category : '',
      product: scope === 'product' ? product : '',
      kinds: chosen.join(','),
      minCover: minCover.trim(),
    });
  return (
    <FormPanel
      title={t('credentials.requirements.addTitle')}
      refusal={refusal}
      saving={saving}
      errors={errors}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <SelectField
        label={t('credentials.requirements.fields.scope')}
        value={scope}
        options={requirementScopes.map((value) => ({
          value,
          label: t(`credentials.requirements.scopes.${value}`),
        }))}
        onChange={(value) => setScope(value as Scope)}
      />
      {scope === 'category' ? (
        <SelectField
          label={t('credentials.requirements.fields.category')}
          value={category}
          options={catalogue.map((entry) => ({ value: entry.Category, label: entry.Category }))}
          onChange={setCategory}
        />
      ) : null}
      {scope === 'product' ? (
        <SelectField
          label={t('credentials.requirements.fields.product')}
          value={product}
          options={products}
          onChange={setProduct}
        />
      ) : null}
      <fieldset
        className="ops-credential__kinds"
        aria-describedby={errors.kinds ? `${kindsId}-status` : undefined}
        data-invalid={errors.kinds ? 'true' : undefined}
        tabIndex={errors.kinds ? -1 : undefined}
      >
        <legend>{t('credentials.requirements.fields.kinds')}</legend>
        {kinds.map((kind) => (
          <label key={kind.KindID} className="ops-radio">
            <input
              type="checkbox"
              checked={chosen.includes(kind.KindID)}
              onChange={(event) => toggle(kind.KindID, event.target.checked)}
            />
            {kind.Name}
          </label>
        ))}
        {errors.kinds ? (
          <p id={`${kindsId}-status`} className="field__status field__status--invalid">
            {errors.kinds}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('credentials.requirements.fields.minCover')}
        hint={t('credentials.requirements.fields.minCoverHint')}
        inputMode="numeric"
        value={minCover}
        maxLength={String(maxCoverPounds).length}
        status={invalid(errors.minCover)}
        onChange={(event) => setMinCover(event.target.value)}
      />
    </FormPanel>
  );
}
