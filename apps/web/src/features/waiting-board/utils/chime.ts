/**
 * A short two-note chime (Web Audio, no sound file to download): played when a doctor's serial is called. Browsers
 * let a page play sound only after a tap on it, so the board offers a "Sound on" button that calls `unlockChime`.
 */
let context: AudioContext | null = null;

export function chimeUnlocked(): boolean {
  return context?.state === 'running';
}

export async function unlockChime(): Promise<boolean> {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return false;
  context ??= new AudioContextClass();
  if (context.state !== 'running') await context.resume().catch(() => undefined);
  return context.state === 'running';
}

export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 660],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.6);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.65);
  }
}
