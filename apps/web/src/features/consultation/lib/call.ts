import type { IceServers, Signal, SignalBody } from '@hospital/contract/consultations';
import {
  capBitrates,
  dropVideoTracks,
  isVideoSender,
  mediaConstraints,
  openCamera,
  stopAll,
  type CallMedia,
  type FacingMode,
} from './call-media';
import { OneShotTimer } from './one-shot-timer';

// The consultation's call: the browser's own RTCPeerConnection, negotiated with the "perfect negotiation" pattern
// (docs/decisions/0027-consultation-rooms.md). The doctor is the impolite peer (their offer wins a collision), the
// patient the polite one (rolls back and answers). Signals travel through the API: `send` posts one, and every signal
// from the other side comes in through `receive`. Plain TypeScript, no React, so the logic is testable with fakes.

export type CallSide = 'patient' | 'doctor';
export type CallStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed';
export type { CallMedia } from './call-media';

/** How long a 'disconnected' connection may recover by itself before the impolite side restarts ICE. */
export const RECONNECT_GRACE_MS = 2500;
/**
 * While the call is still reconnecting, the restart is tried again this often: an ICE restart made while the relay or
 * the network is away gathers nothing and fails for good, and no state change follows when they come back.
 */
export const RECONNECT_RETRY_MS = 5000;
/**
 * A connection still 'new' this long after it was built never got through its negotiation (a signal lost on the way
 * leaves both sides waiting for each other): the patient's side starts afresh as a reload would, with a hello and a
 * new connection, and the doctor's side answers the hello with a fresh offer. Tried again while it stays stuck.
 */
export const STALLED_START_MS = 15_000;
/** TURN credentials this close to their expiry are fetched again before an ICE restart. */
export const CREDENTIAL_MARGIN_MS = 60_000;

export type CallOptions = {
  side: CallSide;
  media: CallMedia;
  /** Posts one signal to the room (POST /consultations/{id}/signals). */
  send: (signal: SignalBody) => Promise<unknown>;
  /** GET /consultations/{id}/ice-servers. */
  fetchIceServers: () => Promise<IceServers>;
  /**
   * This page opened a room that was already live (a reload, a second tab): the other side may still hold a peer
   * connection to the page that was here before, so a `hello` asks it to start a fresh negotiation.
   */
  announce: boolean;
  onLocalStream?: (stream: MediaStream) => void;
  onRemoteStream?: (stream: MediaStream) => void;
  onStatus?: (status: CallStatus) => void;
  /** The camera or microphone could not be opened (refused, missing, in use). */
  onMediaError?: (error: unknown) => void;
  /** Stand-ins for tests; the browser's own by default. */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

const defaultGetUserMedia = (constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints);
const defaultPeerConnection = (configuration: RTCConfiguration) => new RTCPeerConnection(configuration);

export class Call {
  readonly polite: boolean;
  private readonly options: CallOptions;
  private readonly getUserMedia: NonNullable<CallOptions['getUserMedia']>;
  private readonly createPeerConnection: NonNullable<CallOptions['createPeerConnection']>;
  private readonly now: () => number;

  private pc: RTCPeerConnection | null = null;
  private media: CallMedia;
  private localStream: MediaStream | null = null;
  private remoteStream: MediaStream | null = null;
  private iceServers: IceServers | null = null;
  private facingMode: FacingMode = 'user';
  private muted = false;
  private cameraOff = false;
  private closed = false;
  private status: CallStatus = 'connecting';
  /** The ICE restart after a drop (the doctor's side), and the patient's side's watch on a stalled start. */
  private readonly restartTimer: OneShotTimer;
  private readonly stallTimer: OneShotTimer;

  // Perfect negotiation's three flags.
  private makingOffer = false;
  private ignoreOffer = false;
  private isSettingRemoteAnswerPending = false;

  // Incoming signals are handled one at a time, in the order the room's stream delivered them, after the start.
  private incoming: Promise<void> = Promise.resolve();
  // Outgoing signals are posted one at a time: a candidate must never reach the other side before its description.
  private outgoing: Promise<unknown> = Promise.resolve();
  private readonly started: Promise<void>;

  constructor(options: CallOptions) {
    this.options = options;
    this.polite = options.side === 'patient';
    this.media = options.media;
    this.getUserMedia = options.getUserMedia ?? defaultGetUserMedia;
    this.createPeerConnection = options.createPeerConnection ?? defaultPeerConnection;
    this.now = options.now ?? Date.now;
    const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.restartTimer = new OneShotTimer(setTimer, clearTimer);
    this.stallTimer = new OneShotTimer(setTimer, clearTimer);
    this.started = this.start();
    this.incoming = this.started.catch(() => undefined);
  }

  /** The peer connection, for reading its statistics (`getStats`); null once closed. */
  get peerConnection(): RTCPeerConnection | null {
    return this.pc;
  }

  /** Resolves once media are open and the peer connection exists (or the start failed and was reported). */
  whenStarted(): Promise<void> {
    return this.started;
  }

  private async start(): Promise<void> {
    // Say hello first, so the other side has dropped its old connection before this one's offer reaches it.
    if (this.options.announce) await this.post({ kind: 'hello' });
    const [servers] = await Promise.all([this.options.fetchIceServers(), this.openMedia()]);
    if (this.closed) return;
    this.iceServers = servers;
    this.buildPeerConnection();
    globalThis.addEventListener?.('online', this.onOnline);
  }

  private async openMedia(): Promise<void> {
    try {
      const stream = await this.getUserMedia(mediaConstraints(this.media, this.facingMode));
      if (this.closed) {
        stopAll(stream);
        return;
      }
      this.localStream = stream;
      this.options.onLocalStream?.(stream);
    } catch (error) {
      // Without a camera or microphone the call still connects: this side hears and sees the other.
      this.options.onMediaError?.(error);
    }
  }

  private buildPeerConnection(): void {
    const pc = this.createPeerConnection({ iceServers: this.iceServers?.iceServers ?? [] });
    this.pc = pc;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.isSettingRemoteAnswerPending = false;
    this.remoteStream = new MediaStream();
    this.options.onRemoteStream?.(this.remoteStream);
    this.setStatus('connecting');

    pc.onnegotiationneeded = async () => {
      if (pc !== this.pc) return;
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc !== this.pc || !pc.localDescription) return;
        void this.post({ kind: 'description', description: descriptionOf(pc.localDescription) });
      } catch (error) {
        console.warn('call: could not make an offer', error);
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (pc !== this.pc || !candidate || candidate.candidate === '') return;
      void this.post({ kind: 'candidate', candidate: candidateOf(candidate) });
    };
    pc.ontrack = ({ track }) => {
      if (pc !== this.pc || !this.remoteStream) return;
      const remote = this.remoteStream;
      for (const old of remote.getTracks().filter((t) => t.kind === track.kind && t !== track)) remote.removeTrack(old);
      if (!remote.getTracks().includes(track)) remote.addTrack(track);
      track.addEventListener('ended', () => remote.removeTrack(track));
      // A fresh stream object makes a <video> pick up the new track set.
      this.remoteStream = new MediaStream(remote.getTracks());
      this.options.onRemoteStream?.(this.remoteStream);
    };
    const watch = () => this.onConnectionChange(pc);
    pc.oniceconnectionstatechange = watch;
    pc.onconnectionstatechange = watch;
    pc.onsignalingstatechange = () => {
      if (pc === this.pc && pc.signalingState === 'stable') void this.capSenderBitrates();
    };

    if (this.localStream) {
      for (const track of this.localStream.getTracks()) {
        track.enabled = track.kind === 'audio' ? !this.muted : !this.cameraOff;
        pc.addTrack(track, this.localStream);
      }
      void this.capSenderBitrates();
    }
    if (this.polite) this.watchStart(pc);
  }

  /** The patient's side: a connection that never leaves 'new' is started afresh (see STALLED_START_MS). */
  private watchStart(pc: RTCPeerConnection): void {
    this.stallTimer.clear();
    this.stallTimer.start(() => {
      if (pc !== this.pc || this.closed || pc.connectionState !== 'new') return;
      void this.post({ kind: 'hello' });
      this.rebuild();
    }, STALLED_START_MS);
  }

  private capSenderBitrates(): Promise<void> {
    return this.pc ? capBitrates(this.pc) : Promise.resolve();
  }

  /** One signal from the other side, handled after every earlier one. */
  receive(signal: Signal): Promise<void> {
    this.incoming = this.incoming
      .then(() => this.handle(signal))
      .catch((error: unknown) => {
        console.warn('call: could not apply a signal', error);
      });
    return this.incoming;
  }

  private async handle(signal: Signal): Promise<void> {
    if (this.closed || signal.from === this.options.side) return;
    if (signal.kind === 'hello') {
      // The other side (re)loaded: a connection that already spoke to its previous page is useless; start afresh.
      const pc = this.pc;
      if (pc && (pc.remoteDescription !== null || pc.signalingState !== 'stable')) this.rebuild();
      return;
    }
    const pc = this.pc;
    if (!pc) return;
    if (signal.kind === 'description') {
      const { description } = signal;
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.isSettingRemoteAnswerPending);
      const offerCollision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.polite && offerCollision;
      if (this.ignoreOffer) return;
      // An answer in a stable state answers an offer this side no longer has (an old connection's): dropped.
      if (description.type === 'answer' && pc.signalingState === 'stable') return;
      this.isSettingRemoteAnswerPending = description.type === 'answer';
      try {
        await pc.setRemoteDescription(description);
      } finally {
        this.isSettingRemoteAnswerPending = false;
      }
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        if (pc.localDescription) {
          void this.post({ kind: 'description', description: descriptionOf(pc.localDescription) });
        }
      }
      return;
    }
    try {
      await pc.addIceCandidate(signal.candidate);
    } catch (error) {
      // A candidate of an offer this side ignored, or of a connection since replaced: expected, not an error.
      if (!this.ignoreOffer && pc.remoteDescription !== null) throw error;
    }
  }

  /** A fresh peer connection with the same local media; its negotiation starts by itself. */
  private rebuild(): void {
    this.pc?.close();
    this.pc = null;
    this.restartTimer.clear();
    this.buildPeerConnection();
  }

  private post(signal: SignalBody): Promise<unknown> {
    const sent = this.outgoing.then(() => this.options.send(signal));
    this.outgoing = sent.catch(() => undefined);
    return sent.catch((error: unknown) => console.warn('call: a signal was not sent', error));
  }

  private onConnectionChange(pc: RTCPeerConnection): void {
    if (pc !== this.pc || this.closed) return;
    if (pc.connectionState !== 'new') this.stallTimer.clear();
    const states = [pc.iceConnectionState, pc.connectionState] as string[];
    if (states.includes('connected') || states.includes('completed')) {
      if (pc.connectionState === 'connected' || pc.connectionState === undefined) {
        this.restartTimer.clear();
        this.setStatus('connected');
      }
      return;
    }
    if (states.includes('failed')) {
      this.setStatus('reconnecting');
      this.scheduleRestart(0);
    } else if (states.includes('disconnected')) {
      this.setStatus('reconnecting');
      this.scheduleRestart(RECONNECT_GRACE_MS);
    }
  }

  private readonly onOnline = () => {
    if (this.closed || !this.pc) return;
    this.setStatus(this.status === 'connected' ? 'connected' : 'reconnecting');
    this.scheduleRestart(0);
  };

  private scheduleRestart(ms: number): void {
    this.restartTimer.start(() => {
      void this.restartIce();
      if (this.status === 'reconnecting' && !this.closed) this.scheduleRestart(RECONNECT_RETRY_MS);
    }, ms);
  }

  /**
   * ICE restart after a drop: fresh TURN credentials first when they are near their expiry. Only the impolite side
   * restarts; the polite side's restart would collide with it, so it waits for the offer the doctor's side sends.
   */
  async restartIce(): Promise<void> {
    const pc = this.pc;
    if (!pc || this.closed) return;
    const expiresAt = this.iceServers?.expiresAt;
    if (expiresAt && Date.parse(expiresAt) - this.now() < CREDENTIAL_MARGIN_MS) {
      try {
        this.iceServers = await this.options.fetchIceServers();
        if (pc !== this.pc) return;
        pc.setConfiguration({ ...pc.getConfiguration(), iceServers: this.iceServers.iceServers });
      } catch {
        // Offline still: the next drop or the `online` event tries again.
      }
    }
    if (!this.polite && pc === this.pc) pc.restartIce();
  }

  /** Mute or unmute the microphone (the track stays, silent). */
  setMuted(muted: boolean): void {
    this.muted = muted;
    for (const track of this.localStream?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  /** Turn the camera's picture off or on (the other side sees black meanwhile). */
  setCameraOff(off: boolean): void {
    this.cameraOff = off;
    for (const track of this.localStream?.getVideoTracks() ?? []) track.enabled = !off;
  }

  /**
   * The room's mode changed. `audio`: the camera stops and its track leaves the connection, on both sides, so no live
   * video track remains. `video`: the camera opens again on the same transceiver.
   */
  async setMedia(media: CallMedia): Promise<void> {
    await this.started;
    if (this.closed || media === this.media) return;
    this.media = media;
    if (media === 'audio') {
      dropVideoTracks(this.localStream);
      for (const sender of this.pc?.getSenders() ?? []) {
        if (sender.track?.kind === 'video' || (sender.track === null && isVideoSender(this.pc!, sender))) {
          if (sender.track) sender.track.stop();
          this.pc?.removeTrack(sender);
        }
      }
      this.emitLocal();
      return;
    }
    let video: MediaStreamTrack | undefined;
    try {
      video = await openCamera(this.getUserMedia, this.facingMode);
    } catch (error) {
      this.options.onMediaError?.(error);
      return;
    }
    if (!video || this.closed) return video?.stop();
    const local = this.addLocalVideo(video);
    const pc = this.pc;
    if (!pc) return;
    const transceiver = pc
      .getTransceivers()
      .find((t) => t.receiver.track?.kind === 'video' && t.currentDirection !== 'stopped');
    if (transceiver) {
      await transceiver.sender.replaceTrack(video);
      transceiver.sender.setStreams?.(local);
      transceiver.direction = 'sendrecv';
    } else {
      pc.addTrack(video, local);
    }
    void this.capSenderBitrates();
  }

  /** The front or the back camera on a phone; the new camera's track replaces the old one without renegotiating. */
  async switchCamera(): Promise<void> {
    await this.started;
    if (this.closed || this.media !== 'video') return;
    const next: FacingMode = this.facingMode === 'user' ? 'environment' : 'user';
    // Many phones cannot open both cameras at once: the old one is released first.
    dropVideoTracks(this.localStream);
    let video: MediaStreamTrack | undefined;
    try {
      video = await openCamera(this.getUserMedia, { exact: next });
      this.facingMode = next;
    } catch {
      video = await openCamera(this.getUserMedia, this.facingMode);
    }
    if (!video) return;
    this.addLocalVideo(video);
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === 'video' || isVideoSender(this.pc!, s));
    await sender?.replaceTrack(video);
  }

  get facing(): FacingMode {
    return this.facingMode;
  }

  /** Adds a camera track to this side's stream (off if the camera is off) and returns the stream shown. */
  private addLocalVideo(video: MediaStreamTrack): MediaStream {
    video.enabled = !this.cameraOff;
    this.localStream ??= new MediaStream();
    this.localStream.addTrack(video);
    this.emitLocal();
    return this.localStream;
  }

  private emitLocal(): void {
    if (!this.localStream) return;
    this.localStream = new MediaStream(this.localStream.getTracks());
    this.options.onLocalStream?.(this.localStream);
  }

  private setStatus(status: CallStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  /** Hangs up this side: camera and microphone released, connection closed. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.restartTimer.clear();
    this.stallTimer.clear();
    globalThis.removeEventListener?.('online', this.onOnline);
    if (this.localStream) stopAll(this.localStream);
    this.pc?.close();
    this.pc = null;
    this.setStatus('closed');
  }
}

function descriptionOf(description: RTCSessionDescription): { type: 'offer' | 'answer'; sdp: string } {
  return { type: description.type === 'answer' ? 'answer' : 'offer', sdp: description.sdp };
}

function candidateOf(candidate: RTCIceCandidate) {
  return {
    candidate: candidate.candidate,
    sdpMid: candidate.sdpMid,
    sdpMLineIndex: candidate.sdpMLineIndex,
    usernameFragment: candidate.usernameFragment,
  };
}
