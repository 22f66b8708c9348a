import { CONSENT_VERSION, WAITING_MESSAGE, type Room } from '@hospital/contract/consultations';
import { formatTime12h } from '@hospital/contract/format';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/i18n/locales/en';
import { eventStream, ok, refused, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';
import { FakeStream, FakeTrack } from '../testing/fake-media';

const ID = 'a000000000000000000000c1';
const PATH = `/consultation/${ID}`;

const makeRoom = (overrides: Partial<Room> = {}): Room => ({
  appointmentId: ID,
  you: 'patient',
  method: 'video',
  mode: 'video',
  state: 'open',
  closedReason: null,
  opensAt: '2026-11-28T03:45:00.000Z',
  date: '2026-11-28',
  serialNo: 7,
  nowServingSerial: 5,
  doctor: { _id: 'd000000000000000000000d1', fullName: 'Tanvir Ahmed Chowdhury', title: 'Dr.', photo: '' },
  patient: { name: 'Rahima Akter' },
  consent: null,
  waitingSince: null,
  startedAt: null,
  endedAt: null,
  durationSeconds: null,
  ...overrides,
});

/** The consent the patient gave at 09:50 in Dhaka, before joining. */
const CONSENT: Room['consent'] = { version: CONSENT_VERSION, acceptedAt: '2026-11-28T03:50:00.000Z' };

/** A consented video room the patient has waited in since 09:51 in Dhaka, changed by `overrides`. */
const waitingVideo = (overrides: Partial<Room> = {}) =>
  makeRoom({ state: 'waiting', waitingSince: '2026-11-28T03:51:00.000Z', consent: CONSENT, ...overrides });

// The browser's media and peer connection, recorded: which constraints were asked for, which tracks are still live,
// and whether a connection was made at all.
const peerConnections: FakePeerConnection[] = [];
class FakePeerConnection {
  signalingState = 'stable';
  connectionState = 'new';
  iceConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  senders: { track: FakeTrack | null; getParameters: () => object; setParameters: () => Promise<void> }[] = [];
  onnegotiationneeded: (() => void) | null = null;
  constructor(readonly configuration: RTCConfiguration) {
    peerConnections.push(this);
  }
  addTrack(track: FakeTrack) {
    const sender = { track, getParameters: () => ({ encodings: [{}] }), setParameters: async () => undefined };
    this.senders.push(sender);
    return sender;
  }
  removeTrack(sender: { track: FakeTrack | null }) {
    sender.track = null;
  }
  getSenders = () => this.senders;
  getTransceivers = () => [];
  setLocalDescription = async () => undefined;
  setRemoteDescription = async () => undefined;
  addIceCandidate = async () => undefined;
  getConfiguration = () => this.configuration;
  setConfiguration() {}
  restartIce() {}
  close() {}
}

let room: Room;
let send: ((event: string, data: unknown) => void) | undefined;
let getUserMedia: ReturnType<typeof vi.fn>;
let opened: FakeStream[];
let fetchMock: ReturnType<typeof stubFetch>;

function serve() {
  fetchMock = stubFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    const body = (await sentBody(request)) as Record<string, unknown> | undefined;
    if (path === `/consultations/${ID}/events`) return eventStream((sendEvent) => (send = sendEvent));
    if (path === `/consultations/${ID}/messages`) return ok({ messages: [] });
    if (path === `/consultations/${ID}/ice-servers`) {
      return ok({ iceServers: [{ urls: ['stun:127.0.0.1:3478'] }], expiresAt: null });
    }
    if (path === `/consultations/${ID}/signals`) return ok({ id: 1 }, 'Signal sent.', 201);
    if (path === `/consultations/${ID}/consent`) {
      room = { ...room, consent: { version: String(body?.version), acceptedAt: '2026-11-28T03:50:00.000Z' } };
      return ok(room);
    }
    if (path === `/consultations/${ID}/join`) {
      room = { ...room, state: 'waiting', waitingSince: '2026-11-28T03:51:00.000Z' };
      return ok(room);
    }
    if (path === `/consultations/${ID}/start`) return ok((room = { ...room, state: 'live' }));
    if (path === `/consultations/${ID}/end`) {
      return ok((room = { ...room, state: 'ended', endedAt: '2026-11-28T04:10:00.000Z', durationSeconds: 600 }));
    }
    if (path === `/consultations/${ID}/mode`) return ok((room = { ...room, mode: body?.mode as Room['mode'] }));
    if (path === `/consultations/${ID}`) return ok(room);
    if (path === `/appointment/${ID}`) return ok(null, 'Appointment updated successfully.');
    return ok([]);
  });
}

beforeEach(() => {
  send = undefined;
  opened = [];
  peerConnections.length = 0;
  getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const tracks: FakeTrack[] = [];
    if (constraints.audio) tracks.push(new FakeTrack('audio'));
    if (constraints.video) tracks.push(new FakeTrack('video'));
    const stream = new FakeStream(tracks);
    opened.push(stream);
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: async () => [], addEventListener() {}, removeEventListener() {} },
  });
  vi.stubGlobal('MediaStream', FakeStream);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  serve();
});
afterEach(() => vi.restoreAllMocks());

const iceServerRequests = () => requestsTo(fetchMock, 'GET', /\/ice-servers$/);
const streamSend = async (event: string, data: unknown) => {
  await waitFor(() => expect(send).toBeTypeOf('function'));
  act(() => send!(event, data));
};

describe('the consultation room: a closed room', () => {
  it('when the patient comes early, then it says when the room opens, in Dhaka time', async () => {
    room = makeRoom({ state: 'closed', closedReason: 'early' });
    renderAppAs('patient', PATH);
    // 03:45 UTC is 09:45 in Dhaka.
    expect(
      await screen.findByText(`The room opens at ${formatTime12h('09:45')}, 15 minutes before the doctor's chamber.`),
    ).toBeTruthy();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('when the appointment is on another day or cancelled, then the room says so', async () => {
    room = makeRoom({ state: 'closed', closedReason: 'other-day', date: '2026-12-02' });
    const view = renderAppAs('patient', PATH);
    expect(await screen.findByText(/This consultation is on 2(nd)? Dec/)).toBeTruthy();
    view.unmount();
    room = makeRoom({ state: 'closed', closedReason: 'cancelled' });
    renderAppAs('patient', PATH);
    expect(await screen.findByText('This appointment was cancelled, so its room is closed.')).toBeTruthy();
  });

  it('when the consultation is done, then the chat stays to read, with nowhere to write', async () => {
    room = makeRoom({ state: 'closed', closedReason: 'done' });
    renderAppAs('patient', PATH);
    expect(await screen.findByText('This consultation is done.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: en.chat.title })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('when the room is not this account’s, then the page is the same 404 as a missing appointment', async () => {
    fetchMock.mockImplementation(async () => refused(404, 'Appointment not found.'));
    renderAppAs('attendant', PATH);
    expect(await screen.findByRole('heading', { name: en.shell.notFoundHeading })).toBeTruthy();
  });
});

describe('the consultation room: the patient before the call', () => {
  it('when the room opens, then the consent must be ticked and accepted in its current version', async () => {
    room = makeRoom();
    const user = userEvent.setup();
    renderAppAs('patient', PATH);
    expect(await screen.findByRole('heading', { name: 'Before your remote consultation' })).toBeTruthy();
    expect(screen.getByText(/nobody records the call/)).toBeTruthy();
    expect(screen.getByText(/call 999/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(screen.getByRole('alert').textContent).toBe('Tick the box to agree first.');
    expect(requestsTo(fetchMock, 'POST', /\/consent$/)).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /agree to a remote consultation/ }));
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await screen.findByRole('heading', { name: 'Check your camera and microphone' });
    const [consent] = requestsTo(fetchMock, 'POST', /\/consent$/);
    expect(await sentBody(consent!)).toEqual({ version: CONSENT_VERSION });
  });

  it('when the doctor started before the patient came, then the patient still accepts the consent before the call', async () => {
    room = makeRoom({ state: 'live' });
    const user = userEvent.setup();
    renderAppAs('patient', PATH);
    await screen.findByRole('heading', { name: 'Before your remote consultation' });
    expect(peerConnections).toEqual([]);
    expect(getUserMedia).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /agree to a remote consultation/ }));
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(peerConnections).toHaveLength(1));
  });

  it('when a video consultation checks devices, then the camera preview and the microphone level show', async () => {
    room = makeRoom({ consent: CONSENT });
    renderAppAs('patient', PATH);
    await screen.findByRole('heading', { name: 'Check your camera and microphone' });
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(getUserMedia.mock.calls[0]![0].video).toBeTruthy();
    expect(screen.getByLabelText('Your camera')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeTruthy();
  });

  it('when a voice consultation checks devices, then only the microphone is asked for, never the camera', async () => {
    room = makeRoom({
      method: 'audio',
      mode: 'audio',
      consent: CONSENT,
    });
    renderAppAs('patient', PATH);
    await screen.findByRole('heading', { name: 'Check your microphone' });
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    for (const [constraints] of getUserMedia.mock.calls) expect(constraints.video).toBeFalsy();
    expect(screen.queryByLabelText('Your camera')).toBeNull();
  });

  it('when the patient joins a chat consultation, then nothing is asked of the devices and the waiting room shows the serials, live', async () => {
    room = makeRoom({
      method: 'chat',
      mode: 'chat',
      consent: CONSENT,
    });
    const user = userEvent.setup();
    renderAppAs('patient', PATH);
    await user.click(await screen.findByRole('button', { name: 'Join consultation' }));
    expect(await screen.findByRole('heading', { name: WAITING_MESSAGE })).toBeTruthy();
    expect(screen.getByText('Your serial: 7')).toBeTruthy();
    expect(screen.getByText('Now serving: 5')).toBeTruthy();
    await streamSend('room', { ...room, nowServingSerial: 6 });
    expect(await screen.findByText('Now serving: 6')).toBeTruthy();
    expect(getUserMedia).not.toHaveBeenCalled();
    // Waiting is not admitted: no peer connection, no TURN credentials.
    expect(peerConnections).toEqual([]);
    expect(iceServerRequests()).toEqual([]);
  });
});

describe('the consultation room: the call', () => {
  it('when the doctor admits the waiting patient, then and only then the connection is made', async () => {
    room = waitingVideo();
    renderAppAs('patient', PATH);
    await screen.findByRole('heading', { name: WAITING_MESSAGE });
    expect(peerConnections).toEqual([]);
    expect(iceServerRequests()).toEqual([]);
    await streamSend('room', (room = { ...room, state: 'live' }));
    await waitFor(() => expect(peerConnections).toHaveLength(1));
    expect(iceServerRequests()).toHaveLength(1);
    expect(peerConnections[0]!.configuration.iceServers).toEqual([{ urls: ['stun:127.0.0.1:3478'] }]);
    expect(screen.getByTestId('remote-video')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Call controls' })).toBeTruthy();
  });

  it('when the patient chooses audio only, then the room switches and no live camera track remains', async () => {
    room = { ...waitingVideo(), state: 'live' };
    const user = userEvent.setup();
    renderAppAs('patient', PATH);
    await waitFor(() => expect(peerConnections).toHaveLength(1));
    const camera = opened.at(-1)!.getVideoTracks()[0]!;
    await user.click(screen.getByRole('button', { name: 'Audio only' }));
    const [mode] = requestsTo(fetchMock, 'POST', /\/mode$/);
    expect(await sentBody(mode!)).toEqual({ mode: 'audio' });
    await waitFor(() => expect(camera.readyState).toBe('ended'));
    const liveVideo = peerConnections[0]!.senders.filter(
      (s) => s.track?.kind === 'video' && s.track.readyState === 'live',
    );
    expect(liveVideo).toEqual([]);
    expect(screen.getByText('Voice call with Dr. Tanvir Ahmed Chowdhury')).toBeTruthy();
  });

  it('when the doctor switches the call to voice, then the patient’s side drops its camera too', async () => {
    room = { ...waitingVideo(), state: 'live' };
    renderAppAs('patient', PATH);
    await waitFor(() => expect(peerConnections).toHaveLength(1));
    const camera = opened.at(-1)!.getVideoTracks()[0]!;
    await streamSend('room', (room = { ...room, mode: 'audio' }));
    await waitFor(() => expect(camera.readyState).toBe('ended'));
  });

  it('when a voice consultation goes live, then the call never asks for the camera', async () => {
    room = { ...waitingVideo(), method: 'audio', mode: 'audio', state: 'live' };
    renderAppAs('patient', PATH);
    await waitFor(() => expect(peerConnections).toHaveLength(1));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    for (const [constraints] of getUserMedia.mock.calls) expect(constraints.video).toBeFalsy();
  });
});

describe('the consultation room: the doctor', () => {
  it('when the patient waits, then the doctor sees since when and starts, ends and marks the consultation done', async () => {
    room = waitingVideo({ you: 'doctor' });
    const user = userEvent.setup();
    renderAppAs('doctor', PATH);
    expect(await screen.findByText(`Rahima Akter is waiting, since ${formatTime12h('09:51')}.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start consultation' }));
    const controls = await screen.findByRole('toolbar', { name: 'Call controls' });
    expect(within(controls).getByRole('button', { name: 'Switch to voice call' })).toBeTruthy();
    expect(within(controls).getByRole('button', { name: 'Switch to chat' })).toBeTruthy();
    expect(within(controls).queryByRole('button', { name: 'Audio only' })).toBeNull();
    await user.click(within(controls).getByRole('button', { name: 'End consultation' }));
    expect(await screen.findByText('This consultation has ended.')).toBeTruthy();
    expect(screen.getByText('It lasted 10 min.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', new RegExp(`/appointment/${ID}$`))).toHaveLength(1));
    const [done] = requestsTo(fetchMock, 'PUT', new RegExp(`/appointment/${ID}$`));
    expect(await sentBody(done!)).toEqual({ updatedDoc: { status: 'done' } });
  });

  it('when the doctor steps down to chat, then the call is closed and the chat is the whole room', async () => {
    room = makeRoom({ you: 'doctor', state: 'live' });
    const user = userEvent.setup();
    renderAppAs('doctor', PATH);
    await user.click(await screen.findByRole('button', { name: 'Switch to chat' }));
    const [mode] = requestsTo(fetchMock, 'POST', /\/mode$/);
    expect(await sentBody(mode!)).toEqual({ mode: 'chat' });
    await waitFor(() => expect(screen.queryByTestId('remote-video')).toBeNull());
    expect(screen.getByRole('button', { name: 'Switch to video' })).toBeTruthy();
    expect(opened.flatMap((stream) => stream.getTracks()).every((track) => track.readyState === 'ended')).toBe(true);
  });
});

describe('the consultation room: its stream', () => {
  it('when the stream drops and comes back, then it resumes after the last message and signal it had (Last-Event-ID)', async () => {
    room = makeRoom({
      state: 'waiting',
      consent: CONSENT,
    });
    const encoder = new TextEncoder();
    const streamRequests: Request[] = [];
    const message = {
      _id: 'b000000000000000000000b1',
      seq: 41,
      clientId: '7f0c6a2e-3c1b-4c55-9f43-6a0e2b1f5d10',
      from: 'doctor',
      text: 'Hello',
      attachment: null,
      createdAt: '2026-11-28T03:52:00.000Z',
    };
    const fallback = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request: Request) => {
      if (!new URL(request.url).pathname.endsWith('/events')) return fallback(request);
      streamRequests.push(request);
      // The first connection carries one message and ends, as a dropped network or a restarted server would.
      const first = streamRequests.length === 1;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
          if (first) {
            controller.enqueue(encoder.encode(`id: 41\nevent: message\ndata: ${JSON.stringify(message)}\n\n`));
            controller.close();
          }
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    renderAppAs('patient', PATH);
    await screen.findByRole('heading', { name: WAITING_MESSAGE });
    await waitFor(() => expect(streamRequests).toHaveLength(2), { timeout: 5000 });
    expect(streamRequests[0]!.headers.get('last-event-id')).toBeNull();
    expect(streamRequests[1]!.headers.get('last-event-id')).toBe('41');
  });
  it('when the doctor admits the patient before their own stream has opened, then the call waits for it, so no answer from the patient is missed', async () => {
    room = waitingVideo({ you: 'doctor' });
    const encoder = new TextEncoder();
    let openStream: (() => void) | undefined;
    const fallback = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request: Request) => {
      if (!new URL(request.url).pathname.endsWith('/events')) return fallback(request);
      // The server is slow to open this stream: 'ready' comes only when the test says so.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          openStream = () => controller.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const user = userEvent.setup();
    renderAppAs('doctor', PATH);
    await user.click(await screen.findByRole('button', { name: 'Start consultation' }));
    await screen.findByTestId('remote-video');
    expect(peerConnections).toEqual([]);
    expect(requestsTo(fetchMock, 'POST', /\/signals$/)).toEqual([]);
    act(() => openStream!());
    await waitFor(() => expect(peerConnections).toHaveLength(1));
  });
});

describe('the consultation room in Bangla', () => {
  it('when a Bangla reader opens the room, then the consent and its button are in Bangla', async () => {
    room = makeRoom();
    await renderAppInBanglaAs('patient', PATH);
    expect(await screen.findByRole('heading', { name: 'অনলাইনে ডাক্তার দেখানোর আগে জেনে নিন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আমি রাজি' })).toBeTruthy();
    expect(screen.getByText(/৯৯৯/)).toBeTruthy();
  });

  it('when the waiting room is shown, then its heading is the contract’s sentence', () => {
    expect(en.room.waitingTitle).toBe(WAITING_MESSAGE);
  });
});
