import type { RoomMode } from '@hospital/contract/consultations';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/i18n/i18n';
import { useRoomAction } from '../api/room';
import { mediaConstraints } from '../lib/call-media';

type DeviceCheckProps = { appointmentId: string; mode: RoomMode; heading: string };

/**
 * Before joining: a video consultation shows the camera's picture and the microphone's level, a voice call the
 * microphone's level only (the camera is never asked for), a chat nothing. The devices are released on joining; the
 * call opens them again once the doctor admits the patient.
 */
export function DeviceCheck({ appointmentId, mode, heading }: DeviceCheckProps) {
  const { t } = useLanguage();
  const headingId = useId();
  const join = useRoomAction(appointmentId, 'join');

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {mode === 'chat' ? (
        <h2 id={headingId} className="text-lg text-slate-800">
          {t('room.deviceChat')}
        </h2>
      ) : (
        <>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {heading}
          </h2>
          <MediaCheck media={mode} />
        </>
      )}
      <Button className="mt-5 min-h-12 sm:w-auto sm:px-8" onClick={join.run} disabled={join.isLoading}>
        {join.isLoading ? t('room.working') : t('room.join')}
      </Button>
    </section>
  );
}

function MediaCheck({ media }: { media: 'video' | 'audio' }) {
  const { t } = useLanguage();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    const open = async () => {
      if (!navigator.mediaDevices)
        throw new Error('No camera or microphone here (an insecure page or an old browser).');
      return navigator.mediaDevices.getUserMedia(mediaConstraints(media));
    };
    open().then(
      (result) => {
        opened = result;
        if (cancelled) result.getTracks().forEach((track) => track.stop());
        else setStream(result);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [media, attempt]);

  if (failed) {
    return (
      <div role="alert" className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900">
        <p>{t(media === 'video' ? 'room.deviceError' : 'room.deviceErrorAudio')}</p>
        <Button
          variant="secondary"
          className="mt-3 min-h-12"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('room.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-4">
      {media === 'video' && <Preview stream={stream} />}
      <LevelMeter stream={stream} />
    </div>
  );
}

function Preview({ stream }: { stream: MediaStream | null }) {
  const { t } = useLanguage();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      autoPlay
      playsInline
      muted
      aria-label={t('room.preview')}
      data-testid="camera-preview"
      className="aspect-video w-full max-w-md -scale-x-100 rounded-xl bg-slate-900 object-cover"
    />
  );
}

/** The microphone's loudness from a Web Audio AnalyserNode, drawn straight into the bar (no re-render per frame). */
function LevelMeter({ stream }: { stream: MediaStream | null }) {
  const { t } = useLanguage();
  const bar = useRef<HTMLDivElement>(null);
  const meter = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const draw = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      // Speech sits around 0.05–0.2 RMS; scaled so normal talking fills most of the bar.
      const level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
      const percent = Math.round(level * 100);
      if (bar.current) bar.current.style.width = `${percent}%`;
      meter.current?.setAttribute('aria-valuenow', String(percent));
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);

  return (
    <div>
      <div
        ref={meter}
        role="meter"
        aria-label={t('room.micLevel')}
        aria-describedby={hintId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        data-testid="mic-level"
        className="h-4 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
      >
        <div ref={bar} className="h-full w-0 rounded-full bg-emerald-600 transition-[width] duration-75" />
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t('room.micHint')}
      </p>
    </div>
  );
}
