import { describe, expect, it, vi } from 'vitest';
import { RECONNECT_GRACE_MS, RECONNECT_RETRY_MS, STALLED_START_MS } from './call';
import type { IceServers } from '@hospital/contract/consultations';
import { fakeMediaPerTest, SERVERS, settle, startCall } from '../testing/fake-call';

// The call after a drop: reconnecting, the doctor's ICE restarts, fresh credentials, and a start that stalls.

fakeMediaPerTest();

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
