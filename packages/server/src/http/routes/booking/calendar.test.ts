// The provider's calendar feed and the customer's order file, read back by a real iCalendar parser
// (ical.js): London times in summer, in winter and across October's clock change, whole days for date-only
// jobs, the address only once the provider may see it, cancellations, and a secret that can be renewed.
import { businessTimeZone } from '@callout/contracts/london-time';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

/** The next date after today (UTC) matching `pick` among the candidate dates of this and next years. */
const nextDate = (candidates: (year: number) => string) => {
  const today = day(0);
  const year = Number(today.slice(0, 4));
  return [year, year + 1, year + 2].map(candidates).find((date) => date > today) as string;
};
/** The last Sunday of October: London's clocks go back from 02:00 BST to 01:00 GMT (01:00 UTC). */
const lastSundayOfOctober = (year: number) => {
  const date = new Date(Date.UTC(year, 9, 31));
  date.setUTCDate(31 - date.getUTCDay());
  return date.toISOString().slice(0, 10);
};

const londonClock = (moment: Date) =>
  moment.toLocaleString('en-GB', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  status: string;
  sequence: number;
  allDay: boolean;
  start: string;
  end: string;
  startUtc: string;
  endUtc: string;
}

/** Parses a calendar as a calendar app does: its time zones registered, then every event. */
function parseCalendar(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      allDay: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : londonClock(event.startDate.toJSDate()),
      end: event.endDate.isDate ? event.endDate.toString() : londonClock(event.endDate.toJSDate()),
      startUtc: event.startDate.toJSDate().toISOString(),
      endUtc: event.endDate.toJSDate().toISOString(),
    };
  });
}

describe.each(backends)('calendar feeds on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const setUp = async () => {
    const provider = await makeProvider(server.db, c, { services: [['Leak repair', 85]] });
    const customer = await makeCustomer(c);
    const prodid = await productId(server.db, 'Leak repair');
    const book = async (offset: number, extra: Record<string, string> = {}) => {
      const reply = await c.post(
        '/requestservice',
        {
          prodid,
          zipcode: 'SW1A 2AA',
          address: '10 Downing Street',
          AddressLine1: '10 Downing Street',
          Town: 'London',
          scheduled: day(offset),
          provider: provider.id,
          ...extra,
        },
        customer.token,
      );
      expect(reply.status, reply.body.message).toBe(201);
      return reply.body.message as string;
    };
    /** Moves a booked window to `date`, from `startsUtc` for `windowHours`, holding `busyHours` in all. */
    const moveWindow = async (orderId: string, date: string, startsUtc: string, busyHours = 3) => {
      await server.db.query(
        `UPDATE order_shipping SET scheduled_on = $2::date, window_starts = $3::timestamptz,
           window_ends = $3::timestamptz + interval '2 hours',
           busy_until = $3::timestamptz + make_interval(hours => $4::int)
         WHERE order_id = $1`,
        [orderId, date, startsUtc, busyHours],
      );
    };
    const feedPath = async () => {
      const reply = await c.get('/provider/calendarfeed', provider.token);
      expect(reply.status, reply.body.message).toBe(200);
      return new URL((reply.body.data as { Url: string }).Url).pathname;
    };
    return { provider, customer, book, moveWindow, feedPath };
  };

  const fetchFeed = (path: string) => server.app.inject({ method: 'GET', url: path });

  it('lists the jobs with their London times in summer, in winter and across the October change', async () => {
    const { book, moveWindow, feedPath } = await setUp();
    const summer = nextDate((year) => `${year}-07-15`);
    const winter = nextDate((year) => `${year}-01-15`);
    const change = nextDate(lastSundayOfOctober);
    const [summerJob, winterJob, acrossJob, repeatedJob, dayJob] = [
      await book(3, { window: '09:00' }),
      await book(4, { window: '09:00' }),
      await book(5, { window: '09:00' }),
      await book(6, { window: '09:00' }),
      await book(7),
    ];
    // 09:00 BST is 08:00 UTC; 09:00 GMT is 09:00 UTC.
    await moveWindow(summerJob, summer, `${summer}T08:00:00Z`);
    await moveWindow(winterJob, winter, `${winter}T09:00:00Z`);
    // From 00:00 BST (23:00 UTC the day before) to 03:00 GMT: four hours pass, not three.
    const dayBefore = new Date(Date.parse(`${change}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await moveWindow(acrossJob, change, `${dayBefore}T23:00:00Z`, 4);
    // 01:30 GMT, in the hour that happens twice: the second 01:30 (01:30 UTC), not the first (00:30 UTC).
    await moveWindow(repeatedJob, change, `${change}T01:30:00Z`);

    const path = await feedPath();
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetchFeed(path);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // RFC 5545 reads a repeated wall-clock time as its first occurrence, so the second is written in UTC.
    expect(feed.body).toContain(`\r\nDTSTART:${change.replace(/-/g, '')}T013000Z\r\n`);
    const events = new Map(parseCalendar(feed.body).map((event) => [event.uid, event]));
    const at = (orderId: string) => events.get(`${orderId}@callout.co.uk`);
    const london = (date: string, time: string) => `${date.split('-').reverse().join('/')}, ${time}`;

    expect(at(summerJob)).toMatchObject({
      allDay: false,
      start: london(summer, '09:00'),
      end: london(summer, '12:00'),
      startUtc: `${summer}T08:00:00.000Z`,
      endUtc: `${summer}T11:00:00.000Z`,
    });
    expect(at(winterJob)).toMatchObject({
      start: london(winter, '09:00'),
      end: london(winter, '12:00'),
      startUtc: `${winter}T09:00:00.000Z`,
      endUtc: `${winter}T12:00:00.000Z`,
    });
    expect(at(acrossJob)).toMatchObject({
      start: london(change, '00:00'),
      end: london(change, '03:00'),
      startUtc: `${dayBefore}T23:00:00.000Z`,
      endUtc: `${change}T03:00:00.000Z`,
    });
    expect(at(repeatedJob)).toMatchObject({
      start: london(change, '01:30'),
      startUtc: `${change}T01:30:00.000Z`,
      endUtc: `${change}T04:30:00.000Z`,
    });
    // A date-only booking is any time that day: a whole-day event, ending the next day.
    expect(at(dayJob)).toMatchObject({ allDay: true, start: day(7), end: day(8), status: 'TENTATIVE' });
    expect(at(summerJob)?.summary).toMatch(/^Leak repair \(Plumbing\)/);
  });

  it('writes RFC 5545: CRLF lines of at most 75 octets, escaped text, a London VTIMEZONE', async () => {
    const { book, feedPath } = await setUp();
    const note = `Bring ladders, a drill; and a \\ key.\nGate code 1234. ${'Déjà vu, '.repeat(20)}`.trim();
    const orderId = await book(3, { window: '10:00', note });
    const text = (await fetchFeed(await feedPath())).body;
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // the note was folded
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('Bring ladders\\, a drill\\; and a \\\\ key.\\nGate code');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London\r\n');
    expect(text).toMatch(/\r\nDTSTART;TZID=Europe\/London:\d{8}T100000\r\n/);
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    const [event] = parseCalendar(text);
    expect(event?.uid).toBe(`${orderId}@callout.co.uk`);
    expect(event?.description).toContain(note);
    expect(event?.description).toContain('Arriving 10:00–12:00');
  });

  it('shows the address only once the order is secured, and marks a cancelled job', async () => {
    const { book, feedPath, customer } = await setUp();
    const unpaid = await book(3);
    const paid = await book(4);
    await server.db.query(`UPDATE orders SET payment_status = 'COMPLETED' WHERE id = $1`, [paid]);
    const path = await feedPath();
    const read = async () =>
      new Map(parseCalendar((await fetchFeed(path)).body).map((event) => [event.uid, event]));
    const before = await read();
    expect(before.get(`${paid}@callout.co.uk`)?.location).toBe('10 Downing Street, London, SW1A 2AA');
    expect(before.get(`${unpaid}@callout.co.uk`)?.location).toBe('London SW1A');
    expect(JSON.stringify(before.get(`${unpaid}@callout.co.uk`))).not.toContain('Downing');
    // Cancelled: still listed (so calendars update their copy), as CANCELLED with a higher SEQUENCE.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const cancelled = await c.get(`/cancelorder${query({ orderid: unpaid })}`, customer.token);
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const after = (await read()).get(`${unpaid}@callout.co.uk`);
    expect(after?.status).toBe('CANCELLED');
    expect(after?.sequence).toBeGreaterThan(before.get(`${unpaid}@callout.co.uk`)?.sequence ?? 0);
    // The same UID, so the calendar replaces the event rather than adding one.
    expect(after?.uid).toBe(`${unpaid}@callout.co.uk`);
  });

  it('writes a Polish provider’s feed in Polish', async () => {
    const { book, feedPath, provider } = await setUp();
    expect((await c.post('/provider/language', { language: 'pl-PL' }, provider.token)).status).toBe(200);
    const orderId = await book(3, { window: '09:00' });
    const text = (await fetchFeed(await feedPath())).body;
    expect(text).toContain('X-WR-CALNAME:Zlecenia Callout');
    const [event] = parseCalendar(text);
    expect(event?.summary).toMatch(/^Leak repair \(Plumbing\)/);
    expect(event?.summary).not.toContain(' for ');
    expect(event?.description).toContain(`Zamówienie ${orderId}`);
    expect(event?.description).toContain('Przyjazd 09:00–11:00');
    expect(event?.description).toContain('NOWE ZAMÓWIENIE');
  });

  it('renews the address: the old one is a 404 at once; unknown and garbage addresses are 404s', async () => {
    const { book, feedPath, provider } = await setUp();
    await book(3);
    const old = await feedPath();
    expect(await feedPath()).toBe(old); // reading again gives the same address
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const renewed = await c.post('/provider/calendarfeed/renew', {}, provider.token);
    expect(renewed.status, renewed.body.message).toBe(200);
    const nextUrl = (renewed.body.data as { Url: string }).Url;
    expect(nextUrl).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[\w-]{43}\.ics$/);
    const next = new URL(nextUrl).pathname;
    expect(next).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(JSON.parse(gone.body)).toMatchObject({ success: false });
    expect((await fetchFeed(next)).statusCode).toBe(200);
    for (const garbage of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/abc.ics',
      `/api/calendar/${next.split('/').pop()?.slice(0, -4)}`,
      `/api/calendar/${'x'.repeat(5000)}.ics`,
      "/api/calendar/'%20OR%201=1--.ics",
      '/api/calendar/',
    ]) {
      const reply = await fetchFeed(garbage);
      expect(reply.statusCode, garbage).toBe(404);
    }
    // A broken escape is no address at all: the router refuses it (400) before any route runs.
    const broken = await fetchFeed('/api/calendar/%ZZ.ics');
    expect(broken.statusCode).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ success: false });
    // The address is the provider's alone to read and renew.
    expect((await c.get('/provider/calendarfeed')).status).toBe(401);
  });

  it("gives the customer their order's file, and anyone else the answer of a missing order", async () => {
    const { book, customer } = await setUp();
    const orderId = await book(3, { window: '09:00' });
    const file = await server.app.inject({
      method: 'GET',
      url: `/api/ordercalendar${query({ orderid: orderId })}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="callout-${orderId}.ics"`);
    const [event] = parseCalendar(file.body);
    // The customer's event is the arrival window, with their full address and the provider's name.
    expect(event).toMatchObject({
      uid: `${orderId}@callout.co.uk`,
      start: `${day(3).split('-').reverse().join('/')}, 09:00`,
      end: `${day(3).split('-').reverse().join('/')}, 11:00`,
      summary: 'Leak repair with Pat Tester',
      location: '10 Downing Street, London, SW1A 2AA',
    });
    const stranger = await makeCustomer(c);
    const theirs = await c.get(`/ordercalendar${query({ orderid: orderId })}`, stranger.token);
    const missing = await c.get(`/ordercalendar${query({ orderid: 'ORD-0000000000' })}`, stranger.token);
    expect(theirs).toEqual(missing);
    expect(theirs.status).toBe(404);
  });
});
