// Working hours on Manage Schedule: the spans worked each weekday (more than one a day, e.g. "09:00-12:00,
// 13:00-17:00"; empty is a day off), dates off and the notice needed. Customers are offered arrival
// windows only inside them; the status above still says whether the provider can be booked at all.

import {
  formatSpans,
  maxLeadHours,
  type UpdateWorkingHoursInput,
  updateWorkingHoursInputSchema,
  type WeekdayField,
  type WorkingHours,
  weekdayFields,
} from '@callout/contracts/working-hours';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, useId, useState } from 'react';
import { refreshWorkingHours, saveWorkingHours } from '../api/working-hours';

type Values = Record<keyof UpdateWorkingHoursInput, string>;

const valuesFrom = (hours: WorkingHours | null | undefined): Values => {
  const days = Object.fromEntries(
    weekdayFields.map((day) => [day, formatSpans(hours?.Days.find((d) => d.Day === day)?.Spans ?? [])]),
  ) as Record<WeekdayField, string>;
  return { ...days, daysoff: (hours?.DaysOff ?? []).join(', '), lead: String(hours?.LeadHours ?? 0) };
};

export function WorkingHoursForm({ current }: { current: WorkingHours | null | undefined }) {
  const { t } = useTranslation('provider');
  const checkText = useCheckText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [values, setValues] = useState(() => valuesFrom(current));
  const [problem, setProblem] = useState<{ field: keyof Values; message: string } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const edit = (field: keyof Values, value: string) => {
    setProblem(null);
    setSaved(null);
    setValues({ ...values, [field]: value });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = updateWorkingHoursInputSchema.safeParse(values);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setProblem({
        field: (issue?.path[0] as keyof Values) ?? 'mon',
        message: checkText(issue?.message ?? ''),
      });
    }
    setPending(true);
    try {
      setSaved(await saveWorkingHours(values));
      await refreshWorkingHours(queryClient);
    } catch (error) {
      setProblem({ field: 'mon', message: messageFor(error, t('workingHours.failed')) });
    } finally {
      setPending(false);
    }
  };
  const statusOf = (field: keyof Values) =>
    problem?.field === field ? { tone: 'invalid' as const, message: problem.message } : undefined;

  return (
    <section className="card pv-form pv-block" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('workingHours.title')}</h2>
      <p className="pv-meta">{current?.IsSet ? t('workingHours.intro') : t('workingHours.notSet')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset className="pv-form__row">
          <legend>{t('workingHours.week')}</legend>
          {weekdayFields.map((day) => (
            <TextField
              key={day}
              label={t(`workingHours.days.${day}`)}
              hint={t('workingHours.spansHint')}
              value={values[day]}
              status={statusOf(day)}
              onChange={(e) => edit(day, e.target.value)}
            />
          ))}
        </fieldset>
        <div className="pv-form__row">
          <TextField
            label={t('workingHours.daysOff')}
            hint={t('workingHours.daysOffHint')}
            value={values.daysoff}
            status={statusOf('daysoff')}
            onChange={(e) => edit('daysoff', e.target.value)}
          />
          <TextField
            label={t('workingHours.lead')}
            hint={t('workingHours.leadHint', { max: maxLeadHours })}
            type="number"
            inputMode="numeric"
            min={0}
            max={maxLeadHours}
            step={1}
            value={values.lead}
            status={statusOf('lead')}
            onChange={(e) => edit('lead', e.target.value)}
          />
        </div>
        <Button type="submit" loading={pending}>
          {t('workingHours.save')}
        </Button>
      </form>
      {saved ? <output className="pv-meta pv-block">{saved}</output> : null}
    </section>
  );
}
