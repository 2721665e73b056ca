// Sending a console form: checked first with the call's contract (each field's message shown beside it,
// nothing sent), then posted; the server's refusal shows above the form, which keeps what was typed.
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { ServerRefusal } from '@callout/module-kit/errors';
import { useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from './form-errors';

export function useFormSave(
  schema: z.ZodType,
  send: (values: Record<string, string>) => Promise<string>,
  onSaved: (message: string) => void,
) {
  const { t } = useTranslation('ops');
  useCheckText();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (values: Record<string, string>) => {
    if (saving) return;
    setRefusal(null);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const message = await send(values);
      onSaved(message);
    } catch (error) {
      if (!(error instanceof ServerRefusal)) console.error('Saving failed', error);
      setRefusal(error instanceof ServerRefusal ? error.message : t('form.failed'));
    } finally {
      setSaving(false);
    }
  };

  return { errors, refusal, saving, save };
}
