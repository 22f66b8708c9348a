import { expect } from 'vitest';
import { CONSENT_VERSION, roomSchema } from '@hospital/contract/consultations';
import { dhakaDateString } from '@hospital/contract/format';
import { dhakaInstant } from '../../test/factories.js';
import { newRoom } from '../../test/consultation-room.js';
import { useTestApp, type SignedIn } from '../../test/test-app.js';

// The consultation room tests' set-up: an app whose clock stands at noon today in Dhaka unless a test moves it, with
// STUN and TURN configured, the desk and an admin signed in, and the steps the room's two people take.

export const TODAY = dhakaDateString();

export const OFFER = {
  kind: 'description',
  description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' },
};
export const CANDIDATE = {
  kind: 'candidate',
  candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
};

type RoomOptions = NonNullable<Parameters<typeof newRoom>[1]>;
type RoomPeople = { id: string; patient: SignedIn; doctor: SignedIn };

/** Whose step each is: the patient consents and joins, the doctor starts and ends. */
const SIDE_OF = { consent: 'patient', join: 'patient', start: 'doctor', end: 'doctor' } as const;

export function useRoomApp() {
  let now = dhakaInstant(TODAY, 0, '12:00');
  const app = useTestApp({
    signedIn: ['attendant', 'admin'],
    clock: () => now,
    env: {
      STUN_URLS: 'stun:stun.hospital.example:3478',
      TURN_URLS: 'turn:turn.hospital.example:3478',
      TURN_SECRET: 'a-turn-secret-of-some-length',
    },
  });
  const { ctx, call } = app;

  /** The app's clock: `set` moves it to a time today in Dhaka, `reset` back to noon. */
  const clock = {
    now: () => now,
    set: (time: string) => (now = dhakaInstant(TODAY, 0, time)),
    reset: () => (now = dhakaInstant(TODAY, 0, '12:00')),
  };

  const room = (options: RoomOptions = {}) => newRoom(ctx, { date: TODAY, ...options });

  const read = async (who: SignedIn, id: string) => {
    const res = await call(who, 'GET', `/consultations/${id}`);
    expect(res.statusCode).toBe(200);
    return roomSchema.parse(res.json().data);
  };
  const act = (who: SignedIn, id: string, action: string, body?: object) =>
    call(who, 'POST', `/consultations/${id}/${action}`, body);
  const consent = (who: SignedIn, id: string) => act(who, id, 'consent', { version: CONSENT_VERSION });

  /** A room the patient has entered and the doctor has started. */
  async function liveRoom(method: RoomOptions['method'] = 'video') {
    const r = await room({ method });
    expect((await consent(r.patient, r.id)).statusCode).toBe(200);
    expect((await act(r.patient, r.id, 'join')).statusCode).toBe(200);
    expect((await act(r.doctor, r.id, 'start')).statusCode).toBe(200);
    return r;
  }

  /** Each step, taken by its side, is refused with a 409 and `message`: the room no longer moves. */
  async function expectStepsRefused(r: RoomPeople, steps: ReadonlyArray<keyof typeof SIDE_OF>, message: string) {
    for (const step of steps) {
      const res = await act(r[SIDE_OF[step]], r.id, step, { version: CONSENT_VERSION });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
  }

  return { ...app, clock, room, read, act, consent, liveRoom, expectStepsRefused };
}
