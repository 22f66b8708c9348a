import type { IceServers, Signal, SignalBody } from '@hospital/contract/consultations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Call, RECONNECT_GRACE_MS, RECONNECT_RETRY_MS, STALLED_START_MS, type CallOptions } from './call';
import { AUDIO_MAX_BITRATE, VIDEO_MAX_BITRATE } from './call-media';
import { FakeStream, FakeTrack } from '../testing/fake-media';

// Stand-ins for the browser's media and RTCPeerConnection, just enough of their behaviour (signalling states, the
// implicit rollback of a polite peer, senders) for the negotiation rules to be exercised.

class FakeSender {
  parameters: { encodings: { maxBitrate?: number }[] } = { encodings: [{}] };
  setParameters = vi.fn(async (parameters: { encodings: { maxBitrate?: number }[] }) => {
    this.parameters = parameters;
  });
  replaceTrack = vi.fn(async (track: FakeTrack | null) => {
    this.track = track;
  });
  constructor(public track: FakeTrack | null) {}
  getParameters() {
    return structuredClone(this.parameters);
  }
}

let sdpCount = 0;

class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: { type: RTCSdpType; sdp: string } | null = null;
  senders: FakeSender[] = [];
  closed = false;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack: ((event: unknown) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  onsignalingstatechange: (() => void) | null = null;
  addIceCandidate = vi.fn(async () => {
    if (!this.remoteDescription) throw new Error('No remote description');
  });
  restartIce = vi.fn();
  setConfiguration = vi.fn();
  constructor(readonly configuration: RTCConfiguration) {}
  getConfiguration() {
    return this.configuration;
  }
  private negotiationPending = false;
  /** Like the browser, several changes in one task make one negotiationneeded event. */
  private negotiationNeeded() {
    if (this.negotiationPending) return;
    this.negotiationPending = true;
    queueMicrotask(() => {
      this.negotiationPending = false;
      this.onnegotiationneeded?.();
    });
  }
  addTrack(track: FakeTrack) {
    const sender = new FakeSender(track);
    this.senders.push(sender);
    this.negotiationNeeded();
    return sender;
  }
  removeTrack(sender: FakeSender) {
    sender.track = null;
    this.negotiationNeeded();
  }
  getSenders() {
    return this.senders;
  }
  getTransceivers() {
    return this.senders.map((sender, index) => ({
      sender,
      receiver: { track: { kind: index === 0 ? 'audio' : 'video' } },
      direction: 'sendrecv',
      currentDirection: 'sendrecv',
    }));
  }
  async setLocalDescription() {
    const type: RTCSdpType = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    sdpCount += 1;
    this.localDescription = { type, sdp: `v=0 ${type} ${sdpCount}` };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
    this.onsignalingstatechange?.();
  }
  async setRemoteDescription(description: { type: RTCSdpType; sdp: string }) {
    if (description.type === 'offer') {
      // A polite peer's implicit rollback: its own offer is dropped.
      this.signalingState = 'have-remote-offer';
    } else {
      if (this.signalingState !== 'have-local-offer') throw new Error('Not waiting for an answer');
      this.signalingState = 'stable';
    }
    this.remoteDescription = description;
    this.onsignalingstatechange?.();
  }
  close() {
    this.closed = true;
  }
  /** Test helper: the connection's state moves. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.iceConnectionState = state === 'connecting' ? 'checking' : (state as RTCIceConnectionState);
    this.onconnectionstatechange?.();
  }
}

const SERVERS: IceServers = {
  iceServers: [{ urls: ['stun:stun.example:3478'] }],
  expiresAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
};

type Harness = {
  call: Call;
  sent: SignalBody[];
  pcs: FakePeerConnection[];
  getUserMedia: ReturnType<typeof vi.fn>;
  fetchIceServers: ReturnType<typeof vi.fn>;
  timers: { run: () => void; ms: number }[];
  stream: () => FakeStream;
};

async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function startCall(overrides: Partial<CallOptions> = {}): Promise<Harness> {
  const sent: SignalBody[] = [];
  const pcs: FakePeerConnection[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let lastStream: FakeStream | null = null;
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const tracks: FakeTrack[] = [];
    if (constraints.audio) tracks.push(new FakeTrack('audio'));
    if (constraints.video) tracks.push(new FakeTrack('video'));
    lastStream = new FakeStream(tracks);
    return lastStream as unknown as MediaStream;
  });
  const fetchIceServers = vi.fn(async () => SERVERS);
  const call = new Call({
    side: 'doctor',
    media: 'video',
    announce: false,
    send: async (signal) => {
      sent.push(signal);
    },
    fetchIceServers,
    getUserMedia,
    createPeerConnection: (configuration) => {
      const pc = new FakePeerConnection(configuration);
      pcs.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index !== -1) timers.splice(index, 1);
    },
    ...overrides,
  });
  await call.whenStarted();
  await settle();
  return { call, sent, pcs, getUserMedia, fetchIceServers, timers, stream: () => lastStream! };
}

const from = (side: 'patient' | 'doctor', body: SignalBody, id = 1): Signal => ({ ...body, id, from: side }) as Signal;

beforeEach(() => {
  vi.stubGlobal('MediaStream', FakeStream);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the call: media', () => {
  it('when a video call starts, then the camera is asked for at most 640×360 and 24 fps, and the senders are capped', async () => {
    const { getUserMedia, pcs } = await startCall();
    const video = getUserMedia.mock.calls[0]![0].video as MediaTrackConstraints;
    expect(video.width).toMatchObject({ max: 640 });
    expect(video.height).toMatchObject({ max: 360 });
    expect(video.frameRate).toMatchObject({ max: 24 });
    const [audioSender, videoSender] = pcs[0]!.senders;
    expect(videoSender!.parameters.encodings[0]!.maxBitrate).toBe(VIDEO_MAX_BITRATE);
    expect(audioSender!.parameters.encodings[0]!.maxBitrate).toBe(AUDIO_MAX_BITRATE);
    expect(VIDEO_MAX_BITRATE).toBeLessThanOrEqual(400_000);
  });

  it('when a voice call starts, then only the microphone is asked for, never the camera', async () => {
    const { getUserMedia, pcs } = await startCall({ media: 'audio' });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia.mock.calls[0]![0]).toMatchObject({ video: false });
    expect(getUserMedia.mock.calls[0]![0].audio).toBeTruthy();
    expect(pcs[0]!.senders.map((sender) => sender.track?.kind)).toEqual(['audio']);
  });

  it('when the call goes audio only, then the camera track is stopped and leaves the connection', async () => {
    const { call, pcs, stream } = await startCall();
    const camera = stream().getVideoTracks()[0]!;
    await call.setMedia('audio');
    expect(camera.readyState).toBe('ended');
    const liveVideo = pcs[0]!.senders.filter(
      (sender) => sender.track?.kind === 'video' && sender.track.readyState === 'live',
    );
    expect(liveVideo).toEqual([]);
  });

  it('when muted or the camera is turned off, then the tracks stay but carry nothing', async () => {
    const { call, stream } = await startCall();
    call.setMuted(true);
    call.setCameraOff(true);
    expect(stream().getAudioTracks()[0]!.enabled).toBe(false);
    expect(stream().getVideoTracks()[0]!.enabled).toBe(false);
    call.setMuted(false);
    expect(stream().getAudioTracks()[0]!.enabled).toBe(true);
  });
});

describe('the call: perfect negotiation', () => {
  it('when media are added, then this side offers through the room', async () => {
    const { sent } = await startCall();
    expect(sent[0]).toMatchObject({ kind: 'description', description: { type: 'offer' } });
  });

  it('when the page was reloaded into a live room, then hello goes first, before any offer', async () => {
    const { sent } = await startCall({ announce: true });
    expect(sent[0]).toEqual({ kind: 'hello' });
    expect(sent[1]).toMatchObject({ kind: 'description', description: { type: 'offer' } });
  });

  it('when the polite patient gets an offer while offering itself, then it gives way and answers', async () => {
    const { call, sent, pcs } = await startCall({ side: 'patient' });
    expect(pcs[0]!.signalingState).toBe('have-local-offer');
    await call.receive(from('doctor', { kind: 'description', description: { type: 'offer', sdp: 'v=0 doctor' } }));
    expect(pcs[0]!.remoteDescription?.sdp).toBe('v=0 doctor');
    expect(sent.at(-1)).toMatchObject({ kind: 'description', description: { type: 'answer' } });
  });

  it('when the impolite doctor gets an offer while offering itself, then it ignores it and its candidates', async () => {
    const { call, sent, pcs } = await startCall({ side: 'doctor' });
    const before = sent.length;
    await call.receive(from('patient', { kind: 'description', description: { type: 'offer', sdp: 'v=0 patient' } }));
    await call.receive(
      from('patient', { kind: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host' } }, 2),
    );
    expect(pcs[0]!.remoteDescription).toBeNull();
    expect(sent.length).toBe(before);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('when the answer comes back, then the connection is stable and candidates are applied', async () => {
    const { call, pcs } = await startCall({ side: 'doctor' });
    await call.receive(from('patient', { kind: 'description', description: { type: 'answer', sdp: 'v=0 answer' } }));
    await call.receive(from('patient', { kind: 'candidate', candidate: { candidate: 'candidate:1', sdpMid: '0' } }, 2));
    expect(pcs[0]!.signalingState).toBe('stable');
    expect(pcs[0]!.addIceCandidate).toHaveBeenCalledWith({ candidate: 'candidate:1', sdpMid: '0' });
  });

  it("when this side's own signals come back on the stream, then they are ignored", async () => {
    const { call, pcs } = await startCall({ side: 'doctor' });
    await call.receive(from('doctor', { kind: 'description', description: { type: 'answer', sdp: 'v=0 mine' } }));
    expect(pcs[0]!.remoteDescription).toBeNull();
  });

  it('when the other side says hello after a reload, then a fresh connection replaces the old one and offers again', async () => {
    const { call, sent, pcs } = await startCall({ side: 'doctor' });
    await call.receive(from('patient', { kind: 'description', description: { type: 'answer', sdp: 'v=0 answer' } }));
    const before = sent.length;
    await call.receive(from('patient', { kind: 'hello' }, 3));
    await settle();
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.closed).toBe(true);
    expect(sent.slice(before)[0]).toMatchObject({ kind: 'description', description: { type: 'offer' } });
  });

  it('when signals arrive before the media are open, then they wait and are applied in order', async () => {
    let release: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (release = resolve));
    const sent: SignalBody[] = [];
    const pcs: FakePeerConnection[] = [];
    const call = new Call({
      side: 'patient',
      media: 'audio',
      announce: false,
      send: async (signal) => void sent.push(signal),
      fetchIceServers: async () => {
        await opened;
        return SERVERS;
      },
      getUserMedia: async () => new FakeStream([new FakeTrack('audio')]) as unknown as MediaStream,
      createPeerConnection: (configuration) => {
        const pc = new FakePeerConnection(configuration);
        // No negotiation of its own here: only the doctor's offer is in play.
        pc.addTrack = (track: FakeTrack) => {
          const sender = new FakeSender(track);
          pc.senders.push(sender);
          return sender;
        };
        pcs.push(pc);
        return pc as unknown as RTCPeerConnection;
      },
    });
    const offer = call.receive(
      from('doctor', { kind: 'description', description: { type: 'offer', sdp: 'v=0 early' } }),
    );
    const candidate = call.receive(from('doctor', { kind: 'candidate', candidate: { candidate: 'candidate:9' } }, 2));
    release();
    await Promise.all([offer, candidate]);
    expect(pcs[0]!.remoteDescription?.sdp).toBe('v=0 early');
    expect(pcs[0]!.addIceCandidate).toHaveBeenCalledTimes(1);
    expect(sent.at(-1)).toMatchObject({ kind: 'description', description: { type: 'answer' } });
  });

  it('when sending is slow, then a candidate is never posted before the description it belongs to', async () => {
    const order: string[] = [];
    const { pcs } = await startCall({
      send: async (signal) => {
        await new Promise((resolve) => setTimeout(resolve, signal.kind === 'description' ? 20 : 0));
        order.push(signal.kind);
      },
    });
    pcs[0]!.onicecandidate?.({
      candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'u' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['description', 'candidate']);
  });
});

describe('the call: reconnecting', () => {
  it('when the connection drops, then it says reconnecting and the doctor restarts ICE after a short grace', async () => {
    const statuses: string[] = [];
    const { pcs, timers } = await startCall({ side: 'doctor', onStatus: (status) => statuses.push(status) });
    pcs[0]!.become('connected');
    pcs[0]!.become('disconnected');
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(timers[0]!.ms).toBe(RECONNECT_GRACE_MS);
    timers[0]!.run();
    await settle();
    expect(pcs[0]!.restartIce).toHaveBeenCalledTimes(1);
    pcs[0]!.become('connected');
    expect(statuses.at(-1)).toBe('connected');
  });

  it('when a restart made during the outage fails, then the doctor keeps restarting until the call is back', async () => {
    const { pcs, timers } = await startCall({ side: 'doctor' });
    pcs[0]!.become('connected');
    pcs[0]!.become('disconnected');
    timers.shift()!.run();
    await settle();
    // The relay or the network is still away: the restart gathers nothing, and no state change follows.
    pcs[0]!.become('failed');
    timers.shift()!.run();
    await settle();
    expect(pcs[0]!.restartIce).toHaveBeenCalledTimes(2);
    expect(timers.map((timer) => timer.ms)).toEqual([RECONNECT_RETRY_MS]);
    timers.shift()!.run();
    await settle();
    expect(pcs[0]!.restartIce).toHaveBeenCalledTimes(3);
    pcs[0]!.become('connected');
    expect(timers).toEqual([]);
  });

  it('when the connection recovers within the grace, then no restart happens', async () => {
    const { pcs, timers } = await startCall({ side: 'doctor' });
    pcs[0]!.become('connected');
    pcs[0]!.become('disconnected');
    pcs[0]!.become('connected');
    expect(timers).toEqual([]);
    expect(pcs[0]!.restartIce).not.toHaveBeenCalled();
  });

  it('when the patient side fails, then it shows reconnecting but leaves the restart to the doctor', async () => {
    const statuses: string[] = [];
    const { pcs, timers } = await startCall({ side: 'patient', onStatus: (status) => statuses.push(status) });
    pcs[0]!.become('failed');
    expect(statuses.at(-1)).toBe('reconnecting');
    timers[0]!.run();
    await settle();
    expect(pcs[0]!.restartIce).not.toHaveBeenCalled();
  });

  it('when the TURN credential has expired, then fresh servers are fetched and set before the restart', async () => {
    const expired: IceServers = { ...SERVERS, expiresAt: new Date(Date.now() - 1000).toISOString() };
    const fresh: IceServers = {
      iceServers: [{ urls: ['turn:turn.example:3478'], username: 'u', credential: 'c' }],
      expiresAt: SERVERS.expiresAt,
    };
    const fetchIceServers = vi.fn().mockResolvedValueOnce(expired).mockResolvedValueOnce(fresh);
    const { pcs, timers } = await startCall({ side: 'doctor', fetchIceServers });
    pcs[0]!.become('failed');
    timers[0]!.run();
    await settle();
    expect(fetchIceServers).toHaveBeenCalledTimes(2);
    expect(pcs[0]!.setConfiguration).toHaveBeenCalledWith(expect.objectContaining({ iceServers: fresh.iceServers }));
    expect(pcs[0]!.restartIce).toHaveBeenCalledTimes(1);
  });

  it('when the patient side is still new after the stall time, then it says hello and starts a fresh connection, and again while stuck', async () => {
    const { pcs, timers, sent } = await startCall({ side: 'patient' });
    expect(timers.map((timer) => timer.ms)).toEqual([STALLED_START_MS]);
    const before = sent.length;
    timers.shift()!.run();
    await settle();
    expect(sent[before]).toEqual({ kind: 'hello' });
    expect(pcs[0]!.closed).toBe(true);
    expect(pcs).toHaveLength(2);
    expect(timers.map((timer) => timer.ms)).toEqual([STALLED_START_MS]);
    pcs[1]!.become('connecting');
    expect(timers).toEqual([]);
  });

  it('when the connection is under way, or on the doctor side, then no fresh start is made', async () => {
    const patient = await startCall({ side: 'patient' });
    patient.pcs[0]!.become('connecting');
    expect(patient.timers).toEqual([]);
    const doctor = await startCall({ side: 'doctor' });
    expect(doctor.timers).toEqual([]);
  });

  it('when the browser comes back online, then the doctor restarts ICE', async () => {
    const { pcs, timers } = await startCall({ side: 'doctor' });
    window.dispatchEvent(new Event('online'));
    timers[0]!.run();
    await settle();
    expect(pcs[0]!.restartIce).toHaveBeenCalledTimes(1);
  });

  it('when the call is closed, then the camera and microphone are released and the connection closed', async () => {
    const { call, pcs, stream } = await startCall();
    call.close();
    expect(
      stream()
        .getTracks()
        .every((track) => track.readyState === 'ended'),
    ).toBe(true);
    expect(pcs[0]!.closed).toBe(true);
  });
});
