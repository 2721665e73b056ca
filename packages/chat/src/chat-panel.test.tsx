import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel';
import { fakeChat, fakeOutbox, message, queryWrapper, staffMessage } from './test-setup';

const poll = 40;

/** Signs `account` in the way the login screen stores a session (drafts are kept per account). */
function signIn(account: string) {
  localStorage.setItem('serve', `token-of-${account}`);
  localStorage.setItem('account', account);
}
let alerts: string[];
let confirms: string[];

beforeEach(() => {
  // Each test is a different account, so no test reads another's kept draft.
  signIn(`a-${crypto.randomUUID()}`);
  alerts = [];
  confirms = [];
  vi.spyOn(window, 'alert').mockImplementation((text) => void alerts.push(String(text)));
  vi.spyOn(window, 'confirm').mockImplementation((text) => {
    confirms.push(String(text));
    return true;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderChat(fake: ReturnType<typeof fakeChat>, outbox = fakeOutbox()) {
  return render(
    <ChatPanel category="SUPPORT" chatId="CS-1" calls={fake.calls} outbox={outbox} pollIntervalMs={poll} />,
    { wrapper: queryWrapper() },
  );
}
const log = () => screen.getByRole('log', { name: 'Messages' });
const item = (text: string) => within(log()).getByText(text).closest('li') as HTMLElement;

describe('ChatPanel', () => {
  it('shows who wrote what and polls without overlapping requests', async () => {
    const fake = fakeChat([staffMessage(1, 'How can we help?'), message(2, { Message: 'Refund please' })]);
    fake.chat.loadDelayMs = poll * 2; // each answer takes longer than the interval
    renderChat(fake);
    expect(await screen.findByText('How can we help?')).toBeTruthy();
    expect(within(item('How can we help?')).getByText('Callout Support · Olu')).toBeTruthy();
    expect(within(item('Refund please')).getByText('You')).toBeTruthy();
    expect(fake.load).toHaveBeenCalledWith({ category: 'SUPPORT', chatid: 'CS-1' }, expect.any(AbortSignal));

    fake.chat.messages.push(staffMessage(3, 'Done, refunded.'));
    expect(await screen.findByText('Done, refunded.')).toBeTruthy();
    await waitFor(() => expect(fake.chat.loads).toBeGreaterThanOrEqual(3));
    expect(fake.chat.maxActive).toBe(1);
  });

  it('stops polling once the chat is closed (unmounted)', async () => {
    const fake = fakeChat([staffMessage(1, 'How can we help?')]);
    const view = renderChat(fake);
    await screen.findByText('How can we help?');
    await waitFor(() => expect(fake.chat.loads).toBeGreaterThanOrEqual(2));
    view.unmount();
    const loads = fake.chat.loads;
    await new Promise((resolve) => setTimeout(resolve, poll * 4));
    expect(fake.chat.loads).toBe(loads);
  });

  it("holds the composer's place while the chat loads, out of everyone's reach", async () => {
    const fake = fakeChat([staffMessage(1, 'How can we help?')]);
    fake.chat.loadDelayMs = poll * 2;
    const { container } = renderChat(fake);
    expect(screen.getByText('Loading messages…')).toBeTruthy();
    const place = container.querySelector('.chat-composer--place');
    expect(place?.getAttribute('aria-hidden')).toBe('true');
    // Nothing in it can be reached, named or focused: it only keeps the size of what comes.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(place?.querySelectorAll('textarea:disabled, input:disabled, button:disabled')).toHaveLength(3);

    expect(await screen.findByText('How can we help?')).toBeTruthy();
    expect(container.querySelector('.chat-composer--place')).toBeNull();
    expect(screen.getByLabelText('Message')).toBeTruthy();
  });

  it('lists messages waiting in the outbox while the chat cannot load (offline)', async () => {
    const fake = fakeChat();
    fake.load.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const waiting = { imageDataUrl: null, replyToId: null, status: 'sending', error: null } as const;
    renderChat(
      fake,
      fakeOutbox([
        { ...waiting, key: 'a', text: 'Written offline' },
        { ...waiting, key: 'b', text: 'Also offline' },
      ]),
    );
    expect(screen.getByText('Loading messages…')).toBeTruthy();
    await waitFor(() => expect(fake.load).toHaveBeenCalled());
    expect(within(item('Written offline')).getByText('Sending…')).toBeTruthy();
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Written offline'), expect.stringContaining('Also offline')]);
  });

  it('sends text, clears the box and loads the chat again at once', async () => {
    const user = userEvent.setup();
    const fake = fakeChat();
    renderChat(fake);
    await user.type(await screen.findByLabelText('Message'), 'Hello there');
    const loadsBefore = fake.chat.loads;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fake.send).toHaveBeenCalledWith({ ChatId: 'CS-1', Category: 'SUPPORT', Message: 'Hello there' });
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
    await waitFor(() => expect(fake.chat.loads).toBeGreaterThan(loadsBefore));
  });

  it('keeps a half-written message across a reload, per chat and per account, and forgets it once sent', async () => {
    const user = userEvent.setup();
    signIn('a-alice');
    const fake = fakeChat();
    const first = renderChat(fake);
    await user.type(await screen.findByLabelText('Message'), 'Half a thought');
    // The draft is written once typing pauses; a reload is a fresh render of the same chat.
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.unmount();
    renderChat(fake);
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Half a thought'));
    cleanup();

    signIn('a-bob');
    renderChat(fake);
    await screen.findByLabelText('Message');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
    cleanup();

    signIn('a-alice');
    renderChat(fake);
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Half a thought'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    cleanup();
    renderChat(fake);
    await screen.findByLabelText('Message');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('lets the next message be typed and sent while the previous one is still on its way', async () => {
    const user = userEvent.setup();
    const fake = fakeChat();
    let deliver: () => void = () => undefined;
    fake.send.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          deliver = () => resolve({ state: 'sent', key: 'one' });
        }),
    );
    renderChat(fake);
    const box = await screen.findByLabelText('Message');
    await user.type(box, 'One{Enter}');
    expect(box).toHaveProperty('value', '');
    await user.type(box, 'Two{Enter}');
    deliver();
    await waitFor(() => expect(fake.send).toHaveBeenCalledTimes(2));
    expect(fake.send.mock.calls.map(([input]) => input.Message)).toEqual(['One', 'Two']);
    expect(box).toHaveProperty('value', '');
  });

  it('needs text or an image, and alerts the server message when a send is refused', async () => {
    const user = userEvent.setup();
    const fake = fakeChat();
    fake.send.mockResolvedValueOnce({ state: 'refused', message: 'This chat is closed.' });
    renderChat(fake);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(alerts).toEqual(['Please type a message or attach an image.']);
    expect(fake.send).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Message'), 'Still there?{Enter}');
    expect(alerts).toEqual(['Please type a message or attach an image.', 'This chat is closed.']);
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Still there?');
  });

  it('attaches images of up to 2 MB only, clearing a file that is too big', async () => {
    const user = userEvent.setup();
    const fake = fakeChat();
    renderChat(fake);
    const picker = (await screen.findByLabelText('Attach an image')) as HTMLInputElement;

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(picker, big);
    await waitFor(() => expect(alerts).toEqual(['File size exceeds 2MB. Please select a smaller file.']));
    expect(picker.value).toBe('');
    expect(screen.queryByRole('img', { name: 'Image to send' })).toBeNull();

    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    // A browser's picker can still hand over other files ("All files"); the accept list is only a hint.
    await userEvent.setup({ applyAccept: false }).upload(picker, pdf);
    await waitFor(() => expect(alerts.at(-1)).toBe('Please choose a PNG, JPEG, GIF or WebP image.'));

    const small = new File([new Uint8Array([137, 80, 78, 71])], 'small.png', { type: 'image/png' });
    await user.upload(picker, small);
    expect(await screen.findByRole('img', { name: 'Image to send' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fake.send).toHaveBeenCalledWith({
      ChatId: 'CS-1',
      Category: 'SUPPORT',
      ImageData: 'data:image/png;base64,iVBORw==',
    });
    expect(screen.queryByRole('img', { name: 'Image to send' })).toBeNull();
  });

  it('replies to a message and quotes it', async () => {
    const user = userEvent.setup();
    const fake = fakeChat([staffMessage(1, 'Which order was it?')]);
    renderChat(fake);
    await user.click(within(await screen.findByRole('listitem')).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to Callout Support · Olu')).toBeTruthy();
    expect(screen.getByLabelText('Message')).toBe(document.activeElement);
    await user.type(screen.getByLabelText('Message'), 'Order 12{Enter}');
    expect(fake.send).toHaveBeenCalledWith(
      expect.objectContaining({ Message: 'Order 12', ReplyToChatId: '1' }),
    );
    expect(screen.queryByText(/Replying to/)).toBeNull();

    fake.chat.messages.push(message(2, { Message: 'Order 12', ReplyToChatId: '1' }));
    fake.chat.messages.push(message(3, { Message: 'And this', ReplyToChatId: '99' }));
    const quote = await screen.findByRole('blockquote', { name: 'In reply to Callout Support · Olu' });
    expect(quote.textContent).toContain('Which order was it?');
    expect(
      within(await waitFor(() => item('And this'))).getByText('The original message was deleted.'),
    ).toBeTruthy();
  });

  it('deletes only your own messages, after confirming', async () => {
    const user = userEvent.setup();
    const fake = fakeChat([staffMessage(1, 'From staff'), message(2, { Message: 'Mine' })]);
    renderChat(fake);
    await screen.findByText('Mine');
    expect(within(item('From staff')).queryByRole('button', { name: 'Delete' })).toBeNull();

    vi.mocked(window.confirm).mockImplementationOnce((text) => {
      confirms.push(String(text));
      return false;
    });
    await user.click(within(item('Mine')).getByRole('button', { name: 'Delete' }));
    expect(fake.remove).not.toHaveBeenCalled();

    fake.remove.mockResolvedValueOnce({ success: false, message: 'You can only delete your own messages.' });
    await user.click(within(item('Mine')).getByRole('button', { name: 'Delete' }));
    expect(alerts).toEqual(['You can only delete your own messages.']);

    await user.click(within(item('Mine')).getByRole('button', { name: 'Delete' }));
    expect(confirms).toEqual(['Delete message?', 'Delete message?', 'Delete message?']);
    expect(fake.remove).toHaveBeenLastCalledWith('2');
  });

  it("shows 'Chat not available' and hides the input once the chat is CLOSED", async () => {
    const fake = fakeChat([staffMessage(1, 'We are closing this case.'), message(2)]);
    renderChat(fake);
    expect(await screen.findByLabelText('Message')).toBeTruthy();
    fake.chat.status = 'CLOSED';
    expect(await screen.findByText('Chat not available')).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reply|Delete|Send/ })).toBeNull();
    expect(screen.getByText('We are closing this case.')).toBeTruthy();
  });

  it('shows a refused load and stops polling until asked to try again', async () => {
    const fake = fakeChat();
    fake.load.mockResolvedValueOnce({ success: false, message: 'We could not find this support case.' });
    renderChat(fake);
    expect(await screen.findByText('We could not find this support case.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, poll * 3));
    expect(fake.load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Message')).toBeTruthy();
  });
});
