import '../../../testing/test-utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderId, orderInfo, shippingInfo } from '../../../testing/orders';
import { fakeApi, refuse } from '../../../testing/test-utils';
import { AddToCalendar } from './add-to-calendar';

const order = (status = 'SCHEDULED') => ({
  id: orderId,
  info: orderInfo({ OrderStatus: status as 'SCHEDULED' }),
  shipping: shippingInfo(),
  reviews: [],
});
const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

describe('Add to calendar', () => {
  afterEach(() => vi.restoreAllMocks());

  it("downloads the order's calendar file under its name", async () => {
    const api = fakeApi({
      'GET /api/ordercalendar': () =>
        new Response(calendar, { headers: { 'content-type': 'text/calendar; charset=utf-8' } }),
    });
    const objectUrl = vi.fn((_blob: Blob) => 'blob:calendar');
    URL.createObjectURL = objectUrl;
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<AddToCalendar order={order()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await vi.waitFor(() => expect(saved).toEqual([`callout-${orderId}.ics`]));
    expect(Object.fromEntries(api.callsTo('ordercalendar')[0]?.params ?? [])).toEqual({ orderid: orderId });
    expect(await objectUrl.mock.calls[0]?.[0].text()).toBe(calendar);
  });

  it("says why when the file cannot be had, in the server's words", async () => {
    fakeApi({ 'GET /api/ordercalendar': () => refuse('We could not find this order on your account.', 404) });
    render(<AddToCalendar order={order()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find this order on your account.',
    );
  });

  it('is not offered for a cancelled order', () => {
    render(<AddToCalendar order={order('CANCELLED')} />);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});
