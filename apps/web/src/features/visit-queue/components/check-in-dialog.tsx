import type { CheckInResult } from '@hospital/contract/appointments';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';
import { errorMessages } from '@/lib/api-errors';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCheckInMutation } from '../api/check-in';
import { readQr } from '../utils/read-qr';

const SCAN_EVERY_MS = 300;

type Camera = 'starting' | 'on' | 'unavailable';

/**
 * The desk's "Check in": the camera reads the appointment's QR (or the code is typed), POST
 * /appointment/check-in finds it and marks the patient arrived; the appointment is shown, or the API's sentence
 * when the code is forged or for another day.
 */
export function CheckInDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLanguage();
  const headingId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ message: string; data: CheckInResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checkIn, { isLoading }] = useCheckInMutation();
  const busy = useRef(false);
  const lastTried = useRef<string | null>(null);

  const submit = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed || busy.current) return;
    busy.current = true;
    setFailure(null);
    try {
      const response = await checkIn({ code: trimmed }).unwrap();
      setResult({ message: response.message, data: response.data });
    } catch (error) {
      setFailure(errorMessages(error as FetchBaseQueryError).join(' '));
    } finally {
      busy.current = false;
    }
  };

  // The scan loop submits a code with the latest render's submit, without restarting the camera at each render.
  const submitRead = useEffectEvent((found: string) => submit(found));

  // The camera runs while no result is shown; each new code read is tried once.
  useEffect(() => {
    if (result) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const scan = async () => {
      if (stopped) return;
      const video = videoRef.current;
      const canvas = canvasRef.current;
      if (video && canvas && !busy.current) {
        const found = await readQr(video, canvas).catch(() => null);
        if (found && found !== lastTried.current) {
          lastTried.current = found;
          setCode(found);
          await submitRead(found);
        }
      }
      if (!stopped) timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return;
        const video = videoRef.current!;
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        setCamera('on');
        void scan();
      } catch {
        if (!stopped) setCamera('unavailable');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [result]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    lastTried.current = code.trim();
    void submit(code);
  };

  const again = () => {
    setResult(null);
    setFailure(null);
    setCode('');
    lastTried.current = null;
  };

  return (
    <Modal labelledBy={headingId} onClose={onClose}>
      <div className="space-y-4 p-5">
        <h2 id={headingId} className="pr-10 text-xl font-bold text-slate-900">
          {t('checkIn.title')}
        </h2>
        {result ? (
          <CheckedIn message={result.message} result={result.data} />
        ) : (
          <>
            <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-900">
              <video ref={videoRef} muted playsInline className="size-full object-cover" aria-hidden="true" />
              <canvas ref={canvasRef} className="hidden" />
              <p role="status" className="absolute inset-x-0 bottom-0 bg-slate-900/70 px-3 py-2 text-sm text-white">
                {camera === 'starting'
                  ? t('checkIn.cameraStarting')
                  : camera === 'on'
                    ? t('checkIn.scanHint')
                    : t('checkIn.cameraUnavailable')}
              </p>
            </div>
            <form onSubmit={onSubmit} noValidate className="space-y-3">
              <TextField
                label={t('checkIn.codeLabel')}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                maxLength={64}
                error={failure ?? undefined}
              />
              <Button type="submit" disabled={isLoading}>
                {isLoading ? t('checkIn.working') : t('checkIn.submit')}
              </Button>
            </form>
          </>
        )}
        {result && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={again} className="sm:w-auto">
              {t('checkIn.another')}
            </Button>
            <Button variant="secondary" onClick={onClose} className="min-h-11">
              {t('checkIn.close')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}

function CheckedIn({ message, result }: { message: string; result: CheckInResult }) {
  const { t, formats } = useLanguage();
  const { appointment } = result;
  return (
    <div role="status" className="space-y-2 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-300">
      <p className="font-semibold text-emerald-900">{message}</p>
      <p className="flex items-center gap-3">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-white text-2xl font-bold text-brand-900 tabular-nums ring-1 ring-brand-200">
          {formats.number(appointment.serialNo)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{appointment.patient.name}</span>
          <span className="block text-sm text-slate-700">
            {appointment.doctor.title} {appointment.doctor.fullName}
          </span>
        </span>
        <span className="ml-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
          {t('checkIn.arrived')}
        </span>
      </p>
    </div>
  );
}
