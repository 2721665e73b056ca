// The availability form: Active, Inactive or Scheduled; Starts and Ends (default today) only for Scheduled.
// Offline, a change waits in the outbox and the form keeps showing it until it is sent.

import { londonToday } from '@callout/contracts/london-time';
import {
  dayMonthYearToIso,
  type Schedule,
  type ScheduleStatus,
  scheduleStatusSchema,
  type UpdateScheduleInput,
  updateScheduleInputSchema,
} from '@callout/contracts/provider-schedule';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { ServerRefusal } from '@callout/module-kit/errors';
import { PushOfferCard } from '@callout/module-kit/push/push-offer-card';
import { useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, useId, useState } from 'react';
import { alertMessage } from '../../../lib/dialogs';
import { refreshSchedule } from '../api/get-schedule';
import { updateSchedule } from '../api/update-schedule';

const statusLabels = {
  ACTIVE: 'statusActive',
  INACTIVE: 'statusInactive',
  SCHEDULED: 'statusScheduled',
} as const;

interface ScheduleValues {
  status: ScheduleStatus;
  starts: string;
  ends: string;
}

/** What the form starts from: the change still waiting to be sent, else what the server holds. */
function valuesFrom(current: Schedule | undefined, waiting: UpdateScheduleInput | undefined): ScheduleValues {
  const today = londonToday();
  return {
    status: waiting?.status ?? current?.Status ?? 'INACTIVE',
    starts: waiting?.starts || dayMonthYearToIso(current?.Start) || today,
    ends: waiting?.ends || dayMonthYearToIso(current?.End) || today,
  };
}

const sameValues = (a: ScheduleValues, b: ScheduleValues) =>
  a.status === b.status && a.starts === b.starts && a.ends === b.ends;

/**
 * `current` (the server's schedule) and `waiting` (a change in the outbox) seed the form, and seed it again
 * when they change (a kept schedule replaced by the server's, a queued change arriving) until the provider
 * edits it; from the first edit to the next save, the form is theirs.
 */
export function ScheduleForm({
  current,
  waiting,
}: {
  current: Schedule | undefined;
  waiting?: UpdateScheduleInput | undefined;
}) {
  const { t } = useTranslation('provider');
  const checkText = useCheckText();
  const queryClient = useQueryClient();
  const statusId = useId();
  const helpId = useId();
  const seed = valuesFrom(current, waiting);
  const [values, setValues] = useState(seed);
  const [seededWith, setSeededWith] = useState(seed);
  const [edited, setEdited] = useState(false);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  // Turning availability on is when pushes start to matter: new jobs come while the app is closed.
  const [madeAvailable, setMadeAvailable] = useState(false);
  if (!edited && !sameValues(seed, seededWith)) {
    setSeededWith(seed);
    setValues(seed);
  }
  const { status, starts, ends } = values;
  const edit = (change: Partial<ScheduleValues>) => {
    setEdited(true);
    setValues({ ...values, ...change });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = updateScheduleInputSchema.safeParse({ status, starts, ends });
    if (!input.success) {
      const message = input.error.issues[0]?.message;
      return alertMessage(message ? checkText(message) : t('schedule.failed'));
    }
    setPending(true);
    try {
      const outcome = await updateSchedule(input.data);
      // Sent or waiting, the form follows its sources again (they now say what was just saved).
      setEdited(false);
      if (input.data.status !== 'INACTIVE') setMadeAvailable(true);
      if (outcome.state === 'sent') {
        setSaved(outcome.message);
        void refreshSchedule(queryClient);
      }
    } catch (error) {
      console.error('Updating the schedule failed', error);
      // The server's reason after 'Failed to update schedule: ', or the bare words.
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
    <>
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
            onChange={(event) => edit({ status: scheduleStatusSchema.parse(event.target.value) })}
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
              onChange={(e) => edit({ starts: e.target.value })}
            />
            <TextField
              label={t('schedule.ends')}
              type="date"
              value={ends}
              onChange={(e) => edit({ ends: e.target.value })}
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
      <PushOfferCard active={madeAvailable} audience="provider" />
    </>
  );
}
