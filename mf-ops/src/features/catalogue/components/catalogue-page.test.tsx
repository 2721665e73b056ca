import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cleaning, deepClean, domesticCleaning } from '../../../test/rendered-data';
import { answer, fakeApi, renderAt } from '../../../test/test-utils';
import { CataloguePage } from './catalogue-page';

const product = (over: Record<string, unknown> = {}) => ({ ...deepClean, ...over });
const catalogue = () => [
  {
    ...cleaning,
    Specifics: [
      {
        ...domesticCleaning,
        Products: [product(), product({ Id: '8', Product: 'Oven clean', Hidden: true, Orders: 0 })],
      },
    ],
  },
  { Category: 'Windows', Description: 'Glass', imgLink: '/api/images/w', Hidden: true, Specifics: [] },
];
const ok = (data?: unknown, message = 'ok') => answer({ success: true, message, data });
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'p.png', {
    type: 'image/png',
  });

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /api/ops/catalogue': () => ok(catalogue()), ...extra });
}

describe('the catalogue page', () => {
  it('lists categories, specifics and products with hidden ones marked and prices in pounds', async () => {
    serve();
    renderAt('/ops/catalogue', '/ops/catalogue', <CataloguePage />);
    const cleaning = await screen.findByRole('region', { name: 'Cleaning' });
    const oven = within(cleaning).getByRole('row', { name: /Oven clean/ });
    expect(within(oven).getByText('Hidden')).toBeTruthy();
    const deep = within(cleaning).getByRole('row', { name: /Deep clean/ });
    expect(within(deep).queryByText('Hidden')).toBeNull();
    expect(within(deep).getByText('£120.00 – £320.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Windows' })).getByText('Hidden')).toBeTruthy();
  });

  it('checks a new product before sending it, then sends it and shows what the server said', async () => {
    const api = serve({ 'POST /api/ops/products': () => ok({ Id: '9' }, 'Product saved.') });
    renderAt('/ops/catalogue', '/ops/catalogue', <CataloguePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add product to Cleaning › Domestic' }));
    expect(document.activeElement?.textContent).toBe('New product in Cleaning › Domestic');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please give it a title.')).toBeTruthy();
    expect(screen.getByText('Please choose PER JOB or PER HOUR.')).toBeTruthy();
    expect(screen.getByText('Please choose a picture.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(api.callsTo('ops/products')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Title'), 'Hedge trim');
    await userEvent.type(screen.getByLabelText('Description'), 'Hedges cut and cleared.');
    await userEvent.click(screen.getByLabelText('PER JOB'));
    await userEvent.type(screen.getByLabelText('Minimum price (£)'), '40');
    await userEvent.type(screen.getByLabelText('Maximum price (£)'), '30');
    await userEvent.upload(screen.getByLabelText('Picture'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The maximum price cannot be below the minimum price.')).toBeTruthy();
    expect(api.callsTo('ops/products')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Maximum price (£)'));
    await userEvent.type(screen.getByLabelText('Maximum price (£)'), '90.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved.')).toBeTruthy();
    const sent = api.callsTo('ops/products')[0]?.params;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      category: 'Cleaning',
      specific: 'Domestic',
      product: 'Hedge trim',
      payrate: 'PER JOB',
      minprice: '40',
      maxprice: '90.5',
      image: 'iVBORw0KGgo=',
    });
    // The list is asked for again, so it shows what the server now holds.
    await waitFor(() => expect(api.callsTo('ops/catalogue').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  }, 30_000);

  it('keeps the form as typed and shows the server’s refusal', async () => {
    serve({
      'POST /api/ops/products/7/edit': () =>
        answer({ success: false, message: 'This specific has a product with this title already.' }, 409),
    });
    renderAt('/ops/catalogue', '/ops/catalogue', <CataloguePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Deep clean' }));
    const title = screen.getByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Deep clean');
    expect((screen.getByLabelText('Minimum price (£)') as HTMLInputElement).value).toBe('120.00');
    await userEvent.clear(title);
    await userEvent.type(title, 'Oven clean');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This specific has a product with this title already.')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Oven clean');
  });

  it('shows a product’s typical duration, refuses odd minutes before sending, and sends the new one', async () => {
    const withDuration = [
      { ...cleaning, Specifics: [{ ...domesticCleaning, Products: [product({ Duration: 150 })] }] },
    ];
    const api = fakeApi({
      'GET /api/ops/catalogue': () => ok(withDuration),
      'POST /api/ops/products/7/edit': () => ok({ Id: '7' }, 'Product saved.'),
    });
    renderAt('/ops/catalogue', '/ops/catalogue', <CataloguePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Deep clean' }));
    const duration = screen.getByLabelText('Typical duration (minutes)') as HTMLInputElement;
    expect(duration.value).toBe('150');
    await userEvent.clear(duration);
    await userEvent.type(duration, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please give the typical duration in whole minutes, from 15 to 720.'),
    ).toBeTruthy();
    expect(api.callsTo('ops/products/7/edit')).toHaveLength(0);
    await userEvent.clear(duration);
    await userEvent.type(duration, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved.')).toBeTruthy();
    expect(api.callsTo('ops/products/7/edit')[0]?.params.get('duration')).toBe('90');
  });

  it('hides and shows from the list', async () => {
    const api = serve({
      'POST /api/ops/products/8/visibility': () => ok(undefined, 'Product shown to customers again.'),
      'POST /api/ops/categories/visibility': () =>
        ok(undefined, 'Category hidden: customers no longer see it.'),
    });
    renderAt('/ops/catalogue', '/ops/catalogue', <CataloguePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show Oven clean' }));
    expect(await screen.findByText('Product shown to customers again.')).toBeTruthy();
    expect(api.callsTo('ops/products/8/visibility')[0]?.params.get('hidden')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Cleaning' }));
    expect(api.callsTo('ops/categories/visibility')[0]?.params.get('hidden')).toBe('true');
    expect(api.callsTo('ops/categories/visibility')[0]?.params.get('category')).toBe('Cleaning');
  });

  it('marks a product exempt from the right to cancel, or bookable as a series, from the list', async () => {
    const api = serve({
      'GET /api/ops/catalogue': () =>
        ok([
          {
            ...cleaning,
            Specifics: [
              {
                ...domesticCleaning,
                Products: [product({ CancelExempt: false, Repeatable: true })],
              },
            ],
          },
        ]),
      'POST /api/ops/products/7/cancelexempt': () =>
        ok(undefined, 'Product marked exempt from the right to cancel.'),
      'POST /api/ops/products/7/repeatable': () =>
        ok(undefined, 'Product can no longer be booked as a series.'),
    });
    renderAt('/ops/catalogue', '/ops/catalogue', <CataloguePage />);
    const exempt = await screen.findByRole('checkbox', {
      name: 'Deep clean: exempt from the 14-day right to cancel',
    });
    const series = screen.getByRole('checkbox', { name: 'Deep clean: can be booked as a series' });
    expect((exempt as HTMLInputElement).checked).toBe(false);
    expect((series as HTMLInputElement).checked).toBe(true);
    await userEvent.click(exempt);
    expect(await screen.findByText('Product marked exempt from the right to cancel.')).toBeTruthy();
    expect(api.callsTo('ops/products/7/cancelexempt')[0]?.params.get('exempt')).toBe('true');
    await userEvent.click(series);
    expect(await screen.findByText('Product can no longer be booked as a series.')).toBeTruthy();
    expect(api.callsTo('ops/products/7/repeatable')[0]?.params.get('repeatable')).toBe('false');
  });

  it('offers neither rule when the server does not say them', async () => {
    serve();
    renderAt('/ops/catalogue', '/ops/catalogue', <CataloguePage />);
    await screen.findByRole('region', { name: 'Cleaning' });
    expect(screen.queryByRole('checkbox', { name: /right to cancel/ })).toBeNull();
  });

  it('says when the catalogue cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/ops/catalogue': () =>
        fail ? Promise.reject(new TypeError('Failed to fetch')) : ok(catalogue()),
    });
    renderAt('/ops/catalogue', '/ops/catalogue', <CataloguePage />);
    expect(await screen.findByText('This list could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Cleaning' })).toBeTruthy();
  });

  it('searches the catalogue as you type', async () => {
    serve();
    renderAt('/ops/catalogue', '/ops/catalogue', <CataloguePage />);
    await screen.findByRole('region', { name: 'Cleaning' });
    await userEvent.type(screen.getByLabelText('Search the catalogue'), 'oven');
    expect(screen.queryByRole('row', { name: /Deep clean/ })).toBeNull();
    expect(screen.getByRole('row', { name: /Oven clean/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Windows' })).toBeNull();
  });
});
