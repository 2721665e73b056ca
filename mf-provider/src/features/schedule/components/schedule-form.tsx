// The availability form: Active, Inactive or Scheduled; Starts and Ends (default today) only for Scheduled.
import { londonToday } from '@callout/contracts/london-time';
import {
  dayMonthYearToIso,
  type Schedule,
  type ScheduleStatus,
  scheduleStatusSchema,
  updateScheduleInputSchema,
} from '@callout/contracts/provider-schedule';
import { useTranslation } from '@callout/i18n/react';
import { ServerRefusal } from '@callout/module-kit/errors';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, useId, useState } from 'react';
import { alertMessage } from '../../../lib/dialogs';
import { updateSchedule } from '../api/update-schedule';

const statusLabels = {
  ACTIVE: 'statusActive',
  INACTIVE: 'statusInactive',
  SCHEDULED: 'statusScheduled',
} as const;

/** `current` seeds the form once; after a save the form itself is what the server holds. */
export function ScheduleForm({ current }: { current: Schedule | undefined }) {
  const { t } = useTranslation('provider');
  const statusId = useId();
  const helpId = useId();
  const today = londonToday();
  const [status, setStatus] = useState<ScheduleStatus>(current?.Status ?? 'INACTIVE');
  const [starts, setStarts] = useState(dayMonthYearToIso(current?.Start) ?? today);
  const [ends, setEnds] = useState(dayMonthYearToIso(current?.End) ?? today);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = updateScheduleInputSchema.safeParse({ status, starts, ends });
    if (!input.success) return alertMessage(input.error.issues[0]?.message ?? t('schedule.failed'));
    setPending(true);
    try {
      const reply = await updateSchedule(input.data);
      setSaved(reply.message);
    } catch (error) {
      console.error('Updating the schedule failed', error);
      // Spec section 8: the server's reason after 'Failed to update schedule: ', or the bare words.
      alertMessage(
        error instanceof ServerRefusal
          ? `${t('schedule.failedPrefix')}${error.message}`
          : t('schedule.failed'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="card pv-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={statusId}>
          {t('schedule.status')}
        </label>
        <select
          id={statusId}
          className="field__input"
          value={status}
          aria-describedby={helpId}
          onChange={(event) => setStatus(scheduleStatusSchema.parse(event.target.value))}
        >
          {scheduleStatusSchema.options.map((option) => (
            <option key={option} value={option}>
              {t(`schedule.${statusLabels[option]}`)}
            </option>
          ))}
        </select>
      </div>
      {status === 'SCHEDULED' ? (
        <div className="pv-form__row">
          <TextField
            label={t('schedule.starts')}
            type="date"
            value={starts}
            onChange={(e) => setStarts(e.target.value)}
          />
          <TextField
            label={t('schedule.ends')}
            type="date"
            value={ends}
            onChange={(e) => setEnds(e.target.value)}
          />
        </div>
      ) : null}
      <ul id={helpId} className="pv-help">
        <li>{t('schedule.helpActive')}</li>
        <li>{t('schedule.helpInactive')}</li>
        <li>{t('schedule.helpScheduled')}</li>
      </ul>
      <Button type="submit" loading={pending}>
        {t('schedule.update')}
      </Button>
      {saved ? <output className="pv-meta pv-block">{saved}</output> : null}
    </form>
  );
}
