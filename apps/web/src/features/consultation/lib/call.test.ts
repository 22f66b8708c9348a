import { describe, expect, it } from 'vitest';
import { Call } from './call';
import { AUDIO_MAX_BITRATE, VIDEO_MAX_BITRATE } from './call-media';
import type { SignalBody } from '@hospital/contract/consultations';
import {
  fakeMediaPerTest,
  FakePeerConnection,
  FakeSender,
  from,
  SERVERS,
  settle,
  startCall,
} from '../testing/fake-call';
import { FakeStream, FakeTrack } from '../testing/fake-media';

fakeMediaPerTest();

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
