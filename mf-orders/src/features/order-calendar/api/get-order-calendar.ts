// GET /ordercalendar?orderid=: the customer's order as an iCalendar file, fetched with the session's token
// (a plain link could not send it) and checked to be a calendar before it is saved.
import { parseAnswer } from '@callout/api-client/client';
import { calendarMediaType } from '@callout/contracts/calendar';
import { envelopeSchema } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';
import { ServerRefusal } from '@callout/module-kit/errors';

const mediaType = calendarMediaType.split(';')[0] as string;

export async function getOrderCalendar(orderId: string): Promise<Blob> {
  const response = await api.get('ordercalendar', {
    searchParams: { orderid: orderId },
    throwHttpErrors: false,
  });
  if (!response.ok) {
    const answer = await parseAnswer(envelopeSchema, Promise.resolve(response), '/ordercalendar');
    throw new ServerRefusal(answer.body.message, answer);
  }
  if (!response.headers.get('content-type')?.startsWith(mediaType)) {
    throw new Error(`/ordercalendar answered ${response.headers.get('content-type')}, not ${mediaType}`);
  }
  return response.blob();
}

export const orderCalendarFileName = (orderId: string) => `callout-${orderId}.ics`;
