// Stand-ins for the browser's media tracks and streams, for the consultation's tests: which tracks are still live,
// which are enabled, and which a stream holds.

export class FakeTrack {
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.readyState = 'ended';
  }
  addEventListener() {}
}

export class FakeStream {
  private tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks = () => [...this.tracks];
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
  addTrack = (track: FakeTrack) => void this.tracks.push(track);
  removeTrack = (track: FakeTrack) => void (this.tracks = this.tracks.filter((t) => t !== track));
}
