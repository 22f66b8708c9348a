import type { IceServers, Signal, SignalBody } from '@hospital/contract/consultations';
import { afterEach, beforeEach, vi } from 'vitest';
import { Call, type CallOptions } from '../lib/call';
import { FakeStream, FakeTrack } from './fake-media';

// Stand-ins for the browser's media and RTCPeerConnection, just enough of their behaviour (signalling states, the
// implicit rollback of a polite peer, senders) for the negotiation rules to be exercised.

export class FakeSender {
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

export class FakePeerConnection {
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

export const SERVERS: IceServers = {
  iceServers: [{ urls: ['stun:stun.example:3478'] }],
  expiresAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
};

export type Harness = {
  call: Call;
  sent: SignalBody[];
  pcs: FakePeerConnection[];
  getUserMedia: ReturnType<typeof vi.fn>;
  fetchIceServers: ReturnType<typeof vi.fn>;
  timers: { run: () => void; ms: number }[];
  stream: () => FakeStream;
};

export async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

export async function startCall(overrides: Partial<CallOptions> = {}): Promise<Harness> {
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

export const from = (side: 'patient' | 'doctor', body: SignalBody, id = 1): Signal =>
  ({ ...body, id, from: side }) as Signal;

/** The browser's MediaStream replaced by the fake for each test of the file, and the call's warnings kept quiet. */
export function fakeMediaPerTest() {
  beforeEach(() => {
    vi.stubGlobal('MediaStream', FakeStream);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
