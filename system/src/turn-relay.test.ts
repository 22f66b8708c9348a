import { createHmac } from 'node:crypto';
import { CALL_CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { startCoturn } from '@hospital/test-harness/coturn';
import { CONSENT_VERSION, type IceServers } from '@hospital/contract/consultations';
import { chromium, type Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi, type ApiProcess } from './lib/api-process.js';
import { book, dhakaDate } from './lib/booking.js';
import { createFreshDatabase } from './lib/postgres.js';
import { seeding, type Account } from './lib/seed.js';
import { stopAfterAll } from './lib/stop-after.js';

/**
 * The consultation room's relay (docs/deploy.md, "Calls"): coturn from Debian with `use-auth-secret`, and the API
 * handing out short-lived credentials by the coturn REST scheme. A call whose browsers may only use the relay
 * (`iceTransportPolicy: 'relay'`) connects with the credentials the API gave, and a credential past its expiry is
 * refused by coturn. The two peers are two RTCPeerConnections in one Chromium page: what is under test is the relay
 * and the credentials, not the room's page.
 */
const TURN_SECRET = 'system-test-turn-secret-0123456789';

/** The coturn REST scheme, written here apart from the API's: the password is base64 HMAC-SHA1 of the username. */
const restPassword = (username: string) => createHmac('sha1', TURN_SECRET).update(username).digest('base64');

let api: ApiProcess | undefined;
let browser: Browser | undefined;
let patient: Account;
let doctor: Account;
let appointmentId: string;

async function call(who: Account, method: string, path: string, body?: unknown) {
  const res = await fetch(`${api!.url}/api/v1${path}`, {
    method,
    headers: { authorization: who.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { message?: string; data?: unknown };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** Two peers in one page that may only meet through the relay; what the first saw of the pair it connected on. */
async function relayOnlyCall(servers: IceServers) {
  const page = await browser!.newPage();
  try {
    return await page.evaluate(async (iceServers) => {
      const config: RTCConfiguration = { iceServers, iceTransportPolicy: 'relay' };
      const a = new RTCPeerConnection(config);
      const b = new RTCPeerConnection(config);
      const errors: number[] = [];
      a.onicecandidateerror = (event) => errors.push((event as RTCPeerConnectionIceErrorEvent).errorCode);
      let candidates = 0;
      a.onicecandidate = (event) => {
        if (!event.candidate) return;
        candidates += 1;
        void b.addIceCandidate(event.candidate);
      };
      b.onicecandidate = (event) => void (event.candidate && a.addIceCandidate(event.candidate));
      const channel = a.createDataChannel('check');
      const opened = new Promise<boolean>((resolve) => {
        channel.onopen = () => resolve(true);
        // Relay-only: with no relay candidate once gathering ends, nothing can connect.
        a.onicegatheringstatechange = () => a.iceGatheringState === 'complete' && candidates === 0 && resolve(false);
        setTimeout(() => resolve(false), 10_000);
      });
      await a.setLocalDescription();
      await b.setRemoteDescription(a.localDescription!);
      await b.setLocalDescription();
      await a.setRemoteDescription(b.localDescription!);
      const connected = await opened;
      let candidateType: string | null = null;
      (await a.getStats()).forEach((report, _key, all) => {
        if (report.type === 'candidate-pair' && report.state === 'succeeded' && report.nominated)
          candidateType =
            (all.get(report.localCandidateId) as { candidateType?: string } | undefined)?.candidateType ?? null;
      });
      a.close();
      b.close();
      return { connected, candidateType, errors };
    }, servers.iceServers);
  } finally {
    await page.close();
  }
}

const started = stopAfterAll();

beforeAll(async () => {
  const database = started(await createFreshDatabase('turn'), (it) => it.drop());
  const turn = started(await startCoturn(await freePort(), TURN_SECRET), (it) => it.dispose());
  const env = { DATABASE_URL: database.url, ...turn.env };
  api = started(await startApi({ name: 'turn', env }), (it) => it.stop());
  await seeding(env, async (seed) => {
    const doctorId = await seed.doctor('Relay Test Doctor');
    patient = (await seed.accounts(1))[0]!;
    doctor = (await seed.doctorAccounts([doctorId]))[0]!;
    const booked = await book(api!.url, patient!, doctorId, dhakaDate(), { method: 'video' });
    if (!booked.appointmentId) throw new Error(`booking failed: ${booked.error}`);
    appointmentId = booked.appointmentId;
  });
  // The seeded doctor works all day, every day: the room is open, and the doctor admits the patient.
  await call(patient, 'POST', `/consultations/${appointmentId}/consent`, { version: CONSENT_VERSION });
  await call(patient, 'POST', `/consultations/${appointmentId}/join`);
  await call(doctor, 'POST', `/consultations/${appointmentId}/start`);
  browser = started(await chromium.launch({ executablePath: CHROMIUM_PATH, args: CALL_CHROMIUM_ARGS }), (it) =>
    it.close(),
  );
});

describe('the consultation relay (coturn, short-lived credentials)', () => {
  it('when both browsers may only use the relay, then the call connects through it with the credentials the API gave', async () => {
    const servers = (await call(patient, 'GET', `/consultations/${appointmentId}/ice-servers`)) as IceServers;
    const turnServer = servers.iceServers.find((server) => server.urls.some((url) => url.startsWith('turn:')));
    expect(turnServer?.username).toBe(`${Math.floor(Date.parse(servers.expiresAt!) / 1000)}:${patient.userId}`);
    expect(turnServer?.credential).toBe(restPassword(turnServer!.username!));
    const result = await relayOnlyCall(servers);
    expect(result).toMatchObject({ connected: true, candidateType: 'relay' });
  });

  // The API gives credentials of at least a minute; rather than wait one out, the doctor's is signed again, as the
  // same scheme would sign it, with an expiry a second past: what is under test is coturn refusing it.
  it('when the credential has expired, then coturn refuses it and no relayed call connects', async () => {
    const servers = (await call(doctor, 'GET', `/consultations/${appointmentId}/ice-servers`)) as IceServers;
    const expired = `${Math.floor(Date.now() / 1000) - 1}:${doctor.userId}`;
    const iceServers = servers.iceServers.map((server) =>
      server.username ? { ...server, username: expired, credential: restPassword(expired) } : server,
    );
    const result = await relayOnlyCall({ ...servers, iceServers });
    expect(result.connected).toBe(false);
    expect(result.errors).toContain(401);
  });
});
