// What a consultation call sends: the camera and microphone it asks for, the bitrates it caps them at, and the
// small track and sender operations the call makes on them. Plain TypeScript over the browser's media objects.

/** What the call carries: `video` (camera and microphone) or `audio` (microphone only, no camera on either side). */
export type CallMedia = 'video' | 'audio';
export type FacingMode = 'user' | 'environment';

/** Sized for a slow 4G link: at most 640×360 at 24 frames a second, capped at 400 kbps below. */
export const VIDEO_CONSTRAINTS = {
  width: { ideal: 640, max: 640 },
  height: { ideal: 360, max: 360 },
  frameRate: { ideal: 24, max: 24 },
} as const satisfies MediaTrackConstraints;
export const AUDIO_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const satisfies MediaTrackConstraints;
export const VIDEO_MAX_BITRATE = 400_000;
export const AUDIO_MAX_BITRATE = 32_000;
/** The constraints getUserMedia is asked with: the voice method never asks for the camera. */
export function mediaConstraints(media: CallMedia, facingMode: FacingMode = 'user'): MediaStreamConstraints {
  return media === 'video'
    ? { audio: AUDIO_CONSTRAINTS, video: { ...VIDEO_CONSTRAINTS, facingMode } }
    : { audio: AUDIO_CONSTRAINTS, video: false };
}

/** A camera track facing `facingMode` (`{ exact }` insists on it), sized like the call's video. */
export async function openCamera(
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>,
  facingMode: ConstrainDOMString,
): Promise<MediaStreamTrack | undefined> {
  const stream = await getUserMedia({ video: { ...VIDEO_CONSTRAINTS, facingMode } });
  return stream.getVideoTracks()[0];
}

/** Caps what a connection sends; before the first negotiation a sender may have no encodings yet, so it runs again. */
export async function capBitrates(pc: RTCPeerConnection): Promise<void> {
  await Promise.all(
    pc.getSenders().map(async (sender) => {
      const kind = sender.track?.kind;
      if (!kind) return;
      const maxBitrate = kind === 'video' ? VIDEO_MAX_BITRATE : AUDIO_MAX_BITRATE;
      try {
        const parameters = sender.getParameters();
        if (!parameters.encodings || parameters.encodings.length === 0) parameters.encodings = [{}];
        if (parameters.encodings.every((encoding) => encoding.maxBitrate === maxBitrate)) return;
        for (const encoding of parameters.encodings) encoding.maxBitrate = maxBitrate;
        await sender.setParameters(parameters);
      } catch {
        // Not yet negotiated: tried again once the signalling state is stable.
      }
    }),
  );
}

/** Stops the stream's camera tracks and takes them out of it (the microphone stays). */
export function dropVideoTracks(stream: MediaStream | null): void {
  for (const track of stream?.getVideoTracks() ?? []) {
    track.stop();
    stream?.removeTrack(track);
  }
}

export function isVideoSender(pc: RTCPeerConnection, sender: RTCRtpSender): boolean {
  return pc.getTransceivers().some((t) => t.sender === sender && t.receiver.track?.kind === 'video');
}

export function stopAll(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
