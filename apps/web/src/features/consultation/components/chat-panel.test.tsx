import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@hospital/contract/consultations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { ok, refused, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderWithStore } from '@/test/render';
import { fakeAccessToken } from '@/test/tokens';
import { appendIncomingMessage } from '../api/chat';
import { ChatPanel } from './chat-panel';

const ROOM = 'a00000000000000000000042';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MESSAGES = new RegExp(`/consultations/${ROOM}/messages$`);

let seq = 0;
const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => {
  seq += 1;
  return {
    _id: `c0000000000000000000${String(seq).padStart(4, '0')}`,
    seq,
    clientId: crypto.randomUUID(),
    from: 'doctor',
    text: 'How long have you had the fever?',
    attachment: null,
    createdAt: '2026-11-28T04:05:00.000Z',
    ...overrides,
  };
};

/** The server's answer to a POSTed message: the message as stored, with the client's id. */
async function stored(request: Request): Promise<ChatMessage> {
  const body = (await sentBody(request)) as { clientId: string; text: string };
  return message({ from: 'patient', clientId: body.clientId, text: body.text });
}

type Respond = (request: Request) => Response | Promise<Response>;
let history: ChatMessage[];
let onPost: Respond;

function stubApi() {
  return stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (MESSAGES.test(path) && request.method === 'GET') return ok({ messages: history });
    if (MESSAGES.test(path) && request.method === 'POST') return onPost(request);
    return refused(404, 'Not found');
  });
}

const session = () => ({
  token: fakeAccessToken({ role: 'patient' }),
  user: {
    sub: '0123456789abcdef01234567',
    userName: 'Rahima Akter',
    role: 'patient' as const,
    patientId: 'P2600001',
    email: 'rahima@demo.test',
  },
});

function renderChat(props: { writable?: boolean; you?: 'patient' | 'doctor' } = {}) {
  const user = userEvent.setup();
  const view = renderWithStore(
    <ChatPanel appointmentId={ROOM} writable={props.writable ?? true} you={props.you ?? 'patient'} />,
    session(),
  );
  return { ...view, user };
}

const posted = async (fetchMock: ReturnType<typeof stubFetch>) =>
  Promise.all(requestsTo(fetchMock, 'POST', MESSAGES).map((request) => sentBody(request))) as Promise<
    Array<{ clientId: string; text: string }>
  >;

beforeEach(() => {
  history = [];
  onPost = async (request) => ok(await stored(request));
  sessionStorage.clear();
});

afterEach(() => sessionStorage.clear());

describe('the consultation chat', () => {
  it('when the chat has history, then both sides show with their times on the Dhaka clock', async () => {
    history = [message({ text: 'Any cough?' }), message({ from: 'patient', text: 'জ্বর তিন দিন ধরে' })];
    stubApi();
    renderChat();
    const doctorsLine = await screen.findByText('Any cough?');
    const ownLine = screen.getByText('জ্বর তিন দিন ধরে');
    expect(ownLine.getAttribute('lang')).toBe('bn');
    expect(doctorsLine.getAttribute('lang')).toBe('en');
    // 04:05 UTC is 10:05 in Dhaka.
    expect(within(doctorsLine.closest('li')!).getByText('10:05 AM')).toBeTruthy();
    expect(within(doctorsLine.closest('li')!).getByText('Doctor:')).toBeTruthy();
    expect(within(ownLine.closest('li')!).getByText('You:')).toBeTruthy();
  });

  it('when the chat is empty, then it says so and invites the first message', async () => {
    stubApi();
    renderChat();
    expect(
      await screen.findByText('No messages yet. You can write to the doctor here, in Bangla or English.'),
    ).toBeTruthy();
  });

  it('when a message is written and Enter pressed, then it is posted once with a client id and shows', async () => {
    const fetchMock = stubApi();
    const { user } = renderChat();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'I have a fever{Enter}');
    expect(await screen.findByText('I have a fever')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    const bodies = await posted(fetchMock);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({ clientId: expect.stringMatching(UUID), text: 'I have a fever' });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('when Shift+Enter is pressed, then it starts a new line instead of sending', async () => {
    const fetchMock = stubApi();
    const { user } = renderChat();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect((box as HTMLTextAreaElement).value).toBe('line one\nline two');
    expect(requestsTo(fetchMock, 'POST', MESSAGES)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await posted(fetchMock))[0]?.text).toBe('line one\nline two');
  });

  it('when the post fails, then the message stays as "Not sent" and Retry sends it again with the same client id', async () => {
    onPost = () => refused(500, 'Something went wrong');
    const fetchMock = stubApi();
    const { user } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Is paracetamol fine?{Enter}');
    expect(screen.getByText('Is paracetamol fine?')).toBeTruthy();
    expect(await screen.findByText('Not sent')).toBeTruthy();

    onPost = async (request) => ok(await stored(request));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    const bodies = await posted(fetchMock);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.clientId).toBe(bodies[0]!.clientId);
    expect(screen.getAllByText('Is paracetamol fine?')).toHaveLength(1);
  });

  it('when the network is down, then the message waits and goes by itself with the same client id once back online', async () => {
    onPost = () => Promise.reject(new TypeError('Failed to fetch'));
    const fetchMock = stubApi();
    const { user } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Sent from the bus{Enter}');
    expect(await screen.findByText('Not sent')).toBeTruthy();

    onPost = async (request) => ok(await stored(request));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    const bodies = await posted(fetchMock);
    expect(bodies.map((body) => body.clientId)).toEqual([bodies[0]!.clientId, bodies[0]!.clientId]);
  });

  it('when the server refuses a message with a reason, then the reason shows and coming back online does not resend it', async () => {
    onPost = () => refused(429, 'You are sending messages too fast. Please wait a moment and try again.');
    const fetchMock = stubApi();
    const { user } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello again{Enter}');
    expect(
      await screen.findByText('You are sending messages too fast. Please wait a moment and try again.'),
    ).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchMock, 'POST', MESSAGES)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('when the page is reloaded with a message not yet sent, then it is sent again with the same client id', async () => {
    onPost = () => Promise.reject(new TypeError('Failed to fetch'));
    const fetchMock = stubApi();
    const first = renderChat();
    await first.user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Before the reload{Enter}');
    expect(await screen.findByText('Not sent')).toBeTruthy();
    const [lost] = await posted(fetchMock);
    first.unmount();

    onPost = async (request) => ok(await stored(request));
    renderChat();
    expect(await screen.findByText('Before the reload')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    const bodies = await posted(fetchMock);
    expect(bodies.at(-1)).toEqual({ clientId: lost!.clientId, text: 'Before the reload' });
    expect(sessionStorage.length).toBe(0);
  });

  it('when the stream brings our own message before the post answers, then it shows once', async () => {
    let answer: (response: Response) => void = () => undefined;
    onPost = () => new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = stubApi();
    const { user, store } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Only once please{Enter}');
    expect(await screen.findByText('Sending…')).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', MESSAGES)).toHaveLength(1));
    const [body] = await posted(fetchMock);
    const echoed = message({ from: 'patient', clientId: body!.clientId, text: body!.text });

    act(() => appendIncomingMessage(store.dispatch, ROOM, echoed));
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getAllByText('Only once please')).toHaveLength(1);

    await act(async () => answer(ok(echoed)));
    expect(screen.getAllByText('Only once please')).toHaveLength(1);
  });

  it('when messages arrive out of order, then they are shown in the room’s order, and the other side’s is announced', async () => {
    const first = message({ text: 'First' });
    const second = message({ text: 'Second' });
    const third = message({ text: 'Third' });
    history = [first];
    stubApi();
    const { store } = renderChat();
    await screen.findByText('First');
    act(() => appendIncomingMessage(store.dispatch, ROOM, third));
    act(() => appendIncomingMessage(store.dispatch, ROOM, second));
    act(() => appendIncomingMessage(store.dispatch, ROOM, second));
    const lines = () => screen.getAllByRole('listitem').map((item) => item.querySelector('p[lang]')?.textContent);
    await waitFor(() => expect(lines()).toEqual(['First', 'Second', 'Third']));
    expect(screen.getByText('New message from Doctor: Third')).toBeTruthy();
  });

  it('when the room is closed, then the history reads on with a closed line and no way to write', async () => {
    history = [message({ text: 'Take rest and fluids.' })];
    stubApi();
    renderChat({ writable: false });
    expect(await screen.findByText('Take rest and fluids.')).toBeTruthy();
    expect(screen.getByText('The chat is closed. You can still read what was written.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a photo or PDF' })).toBeNull();
  });

  it('when a file over 5 MB is chosen, then it is refused here with the server’s sentence and nothing is uploaded', async () => {
    const fetchMock = stubApi();
    const { user } = renderChat();
    await screen.findByRole('textbox', { name: 'Message' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('chat-file'), big);
    expect((await screen.findByRole('alert')).textContent).toBe('A file can be at most 5 MB.');
    expect(fetchMock.mock.calls.filter(([request]) => request.method === 'POST')).toHaveLength(0);
  });

  it('when a photo is chosen, then it is uploaded as a file with a client id', async () => {
    const fetchMock = stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/messages')) return ok({ messages: history });
      if (path.endsWith('/attachments') && request.method === 'POST') {
        const form = await request.clone().formData();
        return ok(message({ from: 'patient', clientId: String(form.get('clientId')), text: '' }));
      }
      return refused(404, 'Not found');
    });
    const { user } = renderChat();
    await screen.findByRole('textbox', { name: 'Message' });
    await user.upload(
      screen.getByTestId('chat-file'),
      new File([new Uint8Array(2048)], 'rash.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', /\/attachments$/)).toHaveLength(1));
    const form = await requestsTo(fetchMock, 'POST', /\/attachments$/)[0]!.formData();
    expect(String(form.get('clientId'))).toMatch(UUID);
    // jsdom's File does not survive Node's multipart encoding whole; the browser journey checks the bytes.
    expect(form.has('file')).toBe(true);
  });

  it('when a message carries a photo, then it is read with the session and shown from a local address, freed on leaving', async () => {
    const created = vi.fn(() => 'blob:photo-1');
    const revoked = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked }));
    history = [
      message({
        from: 'patient',
        text: '',
        attachment: {
          _id: 'f00000000000000000000001',
          kind: 'image',
          contentType: 'image/jpeg',
          fileName: 'rash.jpg',
          size: 40_000,
          width: 640,
          height: 480,
          url: `/api/v1/consultations/${ROOM}/attachments/f00000000000000000000001`,
        },
      }),
    ];
    const fetchMock = stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/messages')) return ok({ messages: history });
      if (path.endsWith('/attachments/f00000000000000000000001'))
        return new Response(new Uint8Array(10), { headers: { 'content-type': 'image/jpeg' } });
      return refused(404, 'Not found');
    });
    const { unmount } = renderChat();
    const photo = await screen.findByRole('img', { name: 'Photo rash.jpg' });
    expect(photo.getAttribute('src')).toBe('blob:photo-1');
    const read = fetchMock.mock.calls.map(([request]) => request).find((request) => /attachments\//.test(request.url))!;
    expect(new URL(read.url).pathname).toBe(`/api/v1/consultations/${ROOM}/attachments/f00000000000000000000001`);
    expect(read.headers.get('authorization')).toBeTruthy();
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:photo-1');
  });

  it('when a message carries a PDF, then it is a download link with its name and size', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf-1', revokeObjectURL: () => undefined }));
    history = [
      message({
        from: 'patient',
        text: 'My last prescription',
        attachment: {
          _id: 'f00000000000000000000002',
          kind: 'pdf',
          contentType: 'application/pdf',
          fileName: 'prescription-june.pdf',
          size: 1_572_864,
          width: null,
          height: null,
          url: `/api/v1/consultations/${ROOM}/attachments/f00000000000000000000002`,
        },
      }),
    ];
    stubFetch(async (request) =>
      request.url.endsWith('/messages')
        ? ok({ messages: history })
        : new Response(new Uint8Array(10), { headers: { 'content-type': 'application/pdf' } }),
    );
    renderChat();
    const link = await screen.findByRole('link', { name: /prescription-june\.pdf/ });
    await waitFor(() => expect(link.getAttribute('href')).toBe('blob:pdf-1'));
    expect(link.getAttribute('download')).toBe('prescription-june.pdf');
    expect(link.textContent).toContain('1.5 MB');
  });

  it('when the page is in Bangla, then the chat speaks Bangla and the size refusal is the Bangla sentence', async () => {
    await act(() => changeLanguage('bn'));
    stubApi();
    const { user } = renderChat({ you: 'doctor' });
    expect(await screen.findByText('এখনো কোনো মেসেজ নেই। এখানে রোগীকে লিখতে পারেন।')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'মেসেজ' })).toBeTruthy();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'x-ray.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('chat-file'), big);
    expect((await screen.findByRole('alert')).textContent).toBe('একটি ফাইল সর্বোচ্চ ৫ এমবি হতে পারে।');
  });
});
