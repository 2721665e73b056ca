import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { forgetLoadedDraft, loadDraft } from '../../../data/request-draft';
import { storeDraft } from '../../../testing/drafts';
import { fakeApi, flowStubs, ok, renderRoutes } from '../../../testing/test-utils';
import LocationPage from './location-page';

const places = [
  { postcode: 'SW1A 1AA', address: 'Westminster, London', region: 'London', lat: 51.501, lng: -0.1416 },
  { postcode: 'SW1A 2AA', address: 'Whitehall, London', region: 'London', lat: 51.5035, lng: -0.1276 },
];
const routes = [{ path: '/service/location', element: <LocationPage /> }, ...flowStubs];

describe('Tell us your location', () => {
  it('suggests UK places as the customer types, asking once per pause', async () => {
    const { callsTo } = fakeApi({ 'GET /api/geo/postcodes': () => ok(places) });
    renderRoutes(routes, '/service/location');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Postcode' }), 'SW1A');
    expect(await screen.findByRole('option', { name: /Westminster/ })).toBeTruthy();
    expect(callsTo('geo/postcodes').map((call) => call.params.get('q'))).toEqual(['SW1A']);
  });

  it('keeps Proceed disabled until a place with a postcode is picked', async () => {
    fakeApi({ 'GET /api/geo/postcodes': () => ok([]) });
    renderRoutes(routes, '/service/location');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Postcode' }), 'ZZ99');
    expect(await screen.findByText('Please enter a valid postcode.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed' }).hasAttribute('disabled')).toBe(true);
  });

  it('picks with the keyboard, saves the location in the draft and goes to the category', async () => {
    fakeApi({ 'GET /api/geo/postcodes': () => ok(places) });
    renderRoutes(routes, '/service/location');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Postcode' }), 'SW1A');
    await screen.findByRole('option', { name: /Whitehall/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Postcode' })).toHaveProperty(
      'value',
      'SW1A 2AA, Whitehall, London',
    );
    // The town comes from the postcode; the street is the customer's to type.
    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveProperty('value', 'London');
    await user.type(screen.getByRole('textbox', { name: 'House number and street' }), '10 Downing Street');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'page /service/category' })).toBeTruthy();
    forgetLoadedDraft();
    expect(await loadDraft()).toEqual({
      ZipCode: 'SW1A 2AA',
      Address: '10 Downing Street, London',
      AddressLine1: '10 Downing Street',
      AddressLine2: '',
      Town: 'London',
    });
  });

  it('books the category a service tile names: it says so, keeps it and goes on to its specifics', async () => {
    fakeApi({ 'GET /api/geo/postcodes': () => ok(places) });
    renderRoutes(routes, '/service/location?category=Car+Hires');
    expect(await screen.findByText('Booking: Car Hires')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Postcode' }), 'SW1A');
    await user.click(await screen.findByRole('option', { name: /Westminster/ }));
    await user.type(screen.getByRole('textbox', { name: 'House number and street' }), '1 Parliament Square');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'page /service/specifics' })).toBeTruthy();
    forgetLoadedDraft();
    expect(await loadDraft()).toMatchObject({ ZipCode: 'SW1A 1AA', Category: 'Car Hires' });
  });

  it('says which provider a booking started with', async () => {
    await storeDraft({ Provider: 'p7', ProviderName: 'Priya Shah' });
    fakeApi({ 'GET /api/geo/postcodes': () => ok(places) });
    renderRoutes(routes, '/service/location');
    // On the step itself (the wide screen's side panel says it too).
    const said = await screen.findAllByText('Booking with Priya Shah');
    expect(said.some((element) => element.closest('aside') === null)).toBe(true);
  });

  it('goes on to the providers when the booking started on the dashboard at a service', async () => {
    const service = { Category: 'Plumbing', Specific: 'Repairs', ProdId: '12', Product: 'Leak repair' };
    await storeDraft(service);
    fakeApi({ 'GET /api/geo/postcodes': () => ok(places) });
    renderRoutes(routes, '/service/location');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Postcode' }), 'SW1A');
    await user.click(await screen.findByRole('option', { name: /Westminster/ }));
    await user.type(screen.getByRole('textbox', { name: 'House number and street' }), '1 Parliament Square');
    await user.type(screen.getByRole('textbox', { name: 'Flat or unit (optional)' }), 'Flat 4');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'page /service/providers' })).toBeTruthy();
    expect(await loadDraft()).toEqual({
      ...service,
      ZipCode: 'SW1A 1AA',
      Address: 'Flat 4, 1 Parliament Square, London',
      AddressLine1: '1 Parliament Square',
      AddressLine2: 'Flat 4',
      Town: 'London',
    });
  });

  it('refuses an empty street and an empty town with clear messages, and stays', async () => {
    fakeApi({ 'GET /api/geo/postcodes': () => ok(places) });
    renderRoutes(routes, '/service/location');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Postcode' }), 'SW1A');
    await user.click(await screen.findByRole('option', { name: /Westminster/ }));
    const street = screen.getByRole('textbox', { name: 'House number and street' });
    const town = screen.getByRole('textbox', { name: 'Town or city' });
    await user.type(street, '   ');
    await user.clear(town);
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Enter the house number and street.')).toBeTruthy();
    expect(screen.getByText('Enter the town or city.')).toBeTruthy();
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(street);
    expect(screen.queryByRole('heading', { name: /page / })).toBeNull();
    expect(await loadDraft()).toEqual({});

    // Typing clears the line's message; a valid address goes on.
    await user.type(street, '1 Horse Guards Road');
    expect(screen.queryByText('Enter the house number and street.')).toBeNull();
    await user.type(town, 'Westminster');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'page /service/category' })).toBeTruthy();
  });

  it('keeps the lines typed earlier when the customer comes back, with a town they typed', async () => {
    await storeDraft({
      ZipCode: 'SW1A 1AA',
      Address: '1 Horse Guards Road, Westminster',
      AddressLine1: '1 Horse Guards Road',
      AddressLine2: '',
      Town: 'Westminster',
    });
    fakeApi({ 'GET /api/geo/postcodes': () => ok(places) });
    renderRoutes(routes, '/service/location');
    const street = await screen.findByRole('textbox', { name: 'House number and street' });
    expect(street).toHaveProperty('value', '1 Horse Guards Road');
    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveProperty('value', 'Westminster');
    // A new postcode keeps the town the customer typed.
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Postcode' });
    await user.clear(input);
    await user.type(input, 'SW1A');
    await user.click(await screen.findByRole('option', { name: /Whitehall/ }));
    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveProperty('value', 'Westminster');
  });

  it('forgets the pick when the customer types again', async () => {
    fakeApi({ 'GET /api/geo/postcodes': () => ok(places) });
    renderRoutes(routes, '/service/location');
    const user = userEvent.setup();
    const input = await screen.findByRole('combobox', { name: 'Postcode' });
    await user.type(input, 'SW1A');
    await user.click(await screen.findByRole('option', { name: /Westminster/ }));
    expect(screen.getByRole('button', { name: 'Proceed' }).hasAttribute('disabled')).toBe(false);
    await user.type(input, 'x');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Proceed' }).hasAttribute('disabled')).toBe(true),
    );
  });
});
