// The service area on Manage Schedule: a base postcode and a radius in miles (1 to 100, 15 by default).
// Customers searching by postcode find the provider only within it, and published jobs reach them only
// within it. Until one is set the form says so.

import {
  defaultRadiusMiles,
  maxRadiusMiles,
  minRadiusMiles,
  type ServiceArea,
  updateServiceAreaInputSchema,
} from '@callout/contracts/service-area';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, useId, useState } from 'react';
import { storeServiceArea, updateServiceArea } from '../api/service-area';

interface AreaValues {
  zipcode: string;
  radius: string;
}

const valuesFrom = (area: ServiceArea | null | undefined): AreaValues => ({
  zipcode: area?.ZipCode ?? '',
  radius: String(area?.Radius ?? defaultRadiusMiles),
});

export function ServiceAreaForm({ current }: { current: ServiceArea | null | undefined }) {
  const { t } = useTranslation('provider');
  const checkText = useCheckText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const seed = valuesFrom(current);
  const [values, setValues] = useState(seed);
  const [seededWith, setSeededWith] = useState(seed);
  const [edited, setEdited] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ field: keyof AreaValues; message: string } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The kept area replaced by the server's seeds the form again, until the provider edits it.
  if (!edited && (seed.zipcode !== seededWith.zipcode || seed.radius !== seededWith.radius)) {
    setSeededWith(seed);
    setValues(seed);
  }
  const edit = (change: Partial<AreaValues>) => {
    setEdited(true);
    setProblem(null);
    setValues({ ...values, ...change });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = updateServiceAreaInputSchema.safeParse(values);
    if (!input.success) {
      const issue = input.error.issues[0];
      const field = issue?.path[0] === 'radius' ? 'radius' : 'zipcode';
      return setProblem({
        field,
        message: issue?.message ? checkText(issue.message) : t('serviceArea.failed'),
      });
    }
    setPending(true);
    try {
      const outcome = await updateServiceArea(input.data);
      setEdited(false);
      setSaved(outcome.message);
      storeServiceArea(queryClient, outcome.area);
    } catch (error) {
      console.error('Saving the service area failed', error);
      const message = messageFor(error, t('serviceArea.failed'));
      setProblem({ field: /radius/i.test(message) ? 'radius' : 'zipcode', message });
    } finally {
      setPending(false);
    }
  };

  const statusOf = (field: keyof AreaValues) =>
    problem?.field === field ? { tone: 'invalid' as const, message: problem.message } : undefined;

  return (
    <section className="card pv-form pv-block" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('serviceArea.title')}</h2>
      <p className="pv-meta">
        {current
          ? t('serviceArea.current', { radius: current.Radius, zipCode: current.ZipCode, town: current.Town })
          : t('serviceArea.notSet')}
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="pv-form__row">
          <TextField
            label={t('serviceArea.postcode')}
            hint={t('serviceArea.postcodeHint')}
            autoComplete="postal-code"
            value={values.zipcode}
            status={statusOf('zipcode')}
            required
            onChange={(e) => edit({ zipcode: e.target.value })}
          />
          <TextField
            label={t('serviceArea.radius')}
            hint={t('serviceArea.radiusHint', { min: minRadiusMiles, max: maxRadiusMiles })}
            type="number"
            inputMode="numeric"
            min={minRadiusMiles}
            max={maxRadiusMiles}
            step={1}
            value={values.radius}
            status={statusOf('radius')}
            required
            onChange={(e) => edit({ radius: e.target.value })}
          />
        </div>
        <Button type="submit" loading={pending}>
          {t('serviceArea.save')}
        </Button>
      </form>
      {saved ? <output className="pv-meta pv-block">{saved}</output> : null}
    </section>
  );
}
