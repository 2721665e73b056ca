import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingDb } from '../../../data/db';
import { forgetLoadedDraft, loadDraft } from '../../../data/request-draft';
import { draftAt, storeDraft, tomorrow } from '../../../testing/drafts';
import { fakeApi, flowStubs, ok, renderRoutes } from '../../../testing/test-utils';
import ProvidersPage from '../../providers/components/providers-page';

const routes = [{ path: '/service/providers', element: <ProvidersPage /> }, ...flowStubs];
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const photo = (name: string, type = 'image/png', bytes: BlobPart = pngBytes) =>
  new File([bytes], name, { type });

const renderStep = async () => {
  fakeApi({ 'POST /api/activeproviders': () => ok([]) });
  renderRoutes(routes, '/service/providers');
  return screen.findByLabelText('Note for the provider (optional)');
};

// Typing and reading pictures on a busy machine take a while.
describe('the note and photos for the provider', { timeout: 20_000 }, () => {
  it('counts the note, keeps it in the draft through a reload, and takes it to the next step', async () => {
    await storeDraft(draftAt.providers());
    const note = await renderStep();
    await userEvent.type(note, 'Bring');
    fireEvent.change(note, { target: { value: 'Bring ladders' } });
    expect(screen.getByText('13 of 1,000 characters')).toBeTruthy();
    await waitFor(async () => expect(await loadDraft()).toMatchObject({ Note: 'Bring ladders' }));

    forgetLoadedDraft(); // as after a reload, or coming back offline: the draft on the device holds it
    expect((await loadDraft()).Note).toBe('Bring ladders');
    fireEvent.change(await screen.findByLabelText('Date for the order'), { target: { value: tomorrow() } });
    await userEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(await screen.findByRole('heading', { name: 'page /service/negotiate' })).toBeTruthy();
    expect(await loadDraft()).toMatchObject({ Note: 'Bring ladders', Provider: 'BID' });
  });

  it('says when the note is over 1,000 characters and does not go on until it is shortened', async () => {
    await storeDraft({ ...draftAt.providers(), Note: 'a'.repeat(1001) });
    const note = await renderStep();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/The note must be 1,000 characters or fewer\./).textContent).toContain(
      '1001 of 1,000 characters',
    );
    fireEvent.change(await screen.findByLabelText('Date for the order'), { target: { value: tomorrow() } });
    await userEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
    // Given time to go on, it stays: the draft is not sent on with a note the server would refuse.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('heading', { name: 'page /service/negotiate' })).toBeNull();
    expect((await loadDraft()).Scheduled).toBeUndefined();
    fireEvent.change(note, { target: { value: 'Short now' } });
    expect(note.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(await screen.findByRole('heading', { name: 'page /service/negotiate' })).toBeTruthy();
  });

  it('keeps up to five photos on the device and refuses a sixth, a big one and what is not a picture', async () => {
    await storeDraft(draftAt.providers());
    await renderStep();
    const input = screen.getByLabelText('Add photos of the job (optional, up to 5)');
    await userEvent.upload(input, [photo('a.png'), photo('b.png')]);
    const photos = await screen.findAllByRole('img', { name: /^Photo \d of the job$/ });
    expect(photos).toHaveLength(2);
    expect(screen.getByText(/2 of 5 photos/)).toBeTruthy();
    const kept = await bookingDb.drafts.get('jobPhotos');
    expect(kept?.value).toHaveLength(2);

    await userEvent.upload(input, [photo('big.png', 'image/png', new Uint8Array(2 * 1024 * 1024 + 1))]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'File size exceeds 2MB. Please select a smaller file.',
    );
    await userEvent.upload(input, [photo('doc.pdf', 'application/pdf')], { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe('Only images can be attached.');
    await userEvent.upload(input, [photo('c.png'), photo('d.png'), photo('e.png'), photo('f.png')]);
    expect((await screen.findByRole('alert')).textContent).toBe('You can add up to 5 photos.');
    expect(screen.getAllByRole('img', { name: /^Photo \d of the job$/ })).toHaveLength(5);

    const list = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('img'));
    await userEvent.click(within(list[0] as HTMLElement).getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('img', { name: /^Photo \d of the job$/ })).toHaveLength(4);
  });
});
