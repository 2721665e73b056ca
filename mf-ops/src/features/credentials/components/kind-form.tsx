// Adding or changing a credential kind: its name, the body that issues it, whether it has a number and an
// expiry, and the body's public register (an https address operators and customers can check against).
import { type CredentialKind, credentialKindInputSchema } from '@callout/contracts/credentials';
import { useTranslation } from '@callout/i18n/react';
import { TextField } from '@callout/ui/field';
import { useState } from 'react';
import { FormPanel } from '../../../components/form-panel';
import { invalid } from '../../../lib/form-errors';
import { useFormSave } from '../../../lib/use-form-save';
import { saveKind } from '../api/credentials-api';

export function KindForm({
  kind,
  onSaved,
  onCancel,
}: {
  /** The kind to change; null adds one. */
  kind: CredentialKind | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops');
  const [name, setName] = useState(kind?.Name ?? '');
  const [issuingBody, setIssuingBody] = useState(kind?.IssuingBody ?? '');
  const [hasNumber, setHasNumber] = useState(kind?.HasNumber ?? true);
  const [hasExpiry, setHasExpiry] = useState(kind?.HasExpiry ?? true);
  const [registerUrl, setRegisterUrl] = useState(kind?.RegisterUrl ?? '');
  const { errors, refusal, saving, save } = useFormSave(
    credentialKindInputSchema,
    (values) => saveKind(kind?.KindID ?? null, values),
    onSaved,
  );
  const submit = () =>
    void save({
      name,
      issuingBody,
      hasNumber: String(hasNumber),
      hasExpiry: String(hasExpiry),
      registerUrl,
    });
  return (
    <FormPanel
      title={kind ? t('credentials.kinds.editTitle', { name: kind.Name }) : t('credentials.kinds.addTitle')}
      refusal={refusal}
      saving={saving}
      errors={errors}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label={t('credentials.kinds.fields.name')}
        hint={t('credentials.kinds.fields.nameHint')}
        value={name}
        maxLength={80}
        status={invalid(errors.name)}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('credentials.kinds.fields.issuingBody')}
        value={issuingBody}
        maxLength={120}
        status={invalid(errors.issuingBody)}
        onChange={(event) => setIssuingBody(event.target.value)}
      />
      <label className="ops-radio">
        <input type="checkbox" checked={hasNumber} onChange={(event) => setHasNumber(event.target.checked)} />
        {t('credentials.kinds.fields.hasNumber')}
      </label>
      <label className="ops-radio">
        <input type="checkbox" checked={hasExpiry} onChange={(event) => setHasExpiry(event.target.checked)} />
        {t('credentials.kinds.fields.hasExpiry')}
      </label>
      <TextField
        label={t('credentials.kinds.fields.registerUrl')}
        hint={t('credentials.kinds.fields.registerUrlHint')}
        type="url"
        inputMode="url"
        value={registerUrl}
        maxLength={300}
        status={invalid(errors.registerUrl)}
        onChange={(event) => setRegisterUrl(event.target.value)}
      />
    </FormPanel>
  );
}
