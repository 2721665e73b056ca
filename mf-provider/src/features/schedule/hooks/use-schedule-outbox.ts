// The provider's schedule changes still in the offline outbox: the newest one waiting is what the form
// shows, and once one leaves (sent by this page, another tab or the service worker) the schedule is asked
// for again, so the form and the copy kept on the device follow what the server now holds.
import { type UpdateScheduleInput, updateScheduleInputSchema } from '@callout/contracts/provider-schedule';
import type { OutboxItem } from '@callout/offline/outbox-db';
import { useOutbox } from '@callout/offline/use-outbox';
import { useQueryClient } from '@callout/query';
import { useEffect, useRef } from 'react';
import { refreshSchedule } from '../api/get-schedule';
import { scheduleScope } from '../api/update-schedule';

export interface ScheduleOutbox {
  /** The newest change waiting to be sent, as the form would send it. */
  waiting: UpdateScheduleInput | undefined;
  /** Every change still in the outbox, oldest first: waiting ones and those the server refused. */
  items: readonly OutboxItem[];
}

export function useScheduleOutbox(): ScheduleOutbox {
  const items = useOutbox(scheduleScope);
  const queryClient = useQueryClient();
  const count = useRef(items.length);

  useEffect(() => {
    const left = items.length < count.current;
    count.current = items.length;
    if (left) void refreshSchedule(queryClient);
  }, [items, queryClient]);

  const newest = items.findLast((item) => item.status === 'sending');
  const parsed = newest ? updateScheduleInputSchema.safeParse(newest.fields) : undefined;
  return { waiting: parsed?.success ? parsed.data : undefined, items };
}
