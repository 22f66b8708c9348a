import type { Room, RoomMode } from '@hospital/contract/consultations';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLanguage, type TranslationKey } from '@/i18n/i18n';
import { useRoomAction, useSetRoomModeMutation } from '../api/room';
import { dhakaClock, RoomFrame } from './room-frame';

/** Marks the appointment done with the API the doctor's cards use; the app hands it in (features stay apart). */
export type MarkDone = (appointmentId: string) => Promise<boolean>;

/** The doctor's side before the call: whether the patient waits (since when) or has not joined, and "Start consultation". */
export function DoctorLobby({ room }: { room: Room }) {
  const { t, formats } = useLanguage();
  const name = room.patient.name;
  return (
    <RoomFrame room={room}>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p aria-live="polite" className="text-lg font-semibold text-slate-900">
          {room.state === 'waiting' && room.waitingSince
            ? t('room.patientWaiting', { name, time: formats.time(dhakaClock(room.waitingSince)) })
            : t('room.patientNotJoined', { name })}
        </p>
        <StartButton appointmentId={room.appointmentId} />
      </div>
    </RoomFrame>
  );
}

function StartButton({ appointmentId }: { appointmentId: string }) {
  const { t } = useLanguage();
  const start = useRoomAction(appointmentId, 'start');
  return (
    <Button className="mt-4 min-h-12 sm:w-auto sm:px-8" disabled={start.isLoading} onClick={start.run}>
      {start.isLoading ? t('room.working') : t('room.start')}
    </Button>
  );
}

/** "End consultation": closes the room for both sides. */
export function EndConsultationButton({
  appointmentId,
  className = '',
}: {
  appointmentId: string;
  className?: string;
}) {
  const { t } = useLanguage();
  const end = useRoomAction(appointmentId, 'end');
  return (
    <button
      type="button"
      disabled={end.isLoading}
      onClick={end.run}
      className={`min-h-12 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60 ${className}`}
    >
      {t('room.end')}
    </button>
  );
}

/** After the end: "Mark done" on the same page, so the doctor's day list moves on. */
export function MarkDoneButton({ appointmentId, markDone }: { appointmentId: string; markDone: MarkDone }) {
  const { t } = useLanguage();
  const [state, setState] = useState<'idle' | 'working' | 'done'>('idle');
  if (state === 'done') {
    return (
      <p role="status" className="mt-4 font-semibold text-emerald-800">
        {t('room.markedDone')}
      </p>
    );
  }
  return (
    <Button
      className="mt-4 min-h-12 sm:w-auto sm:px-8"
      disabled={state === 'working'}
      onClick={async () => {
        setState('working');
        setState((await markDone(appointmentId)) ? 'done' : 'idle');
      }}
    >
      {t('room.markDone')}
    </Button>
  );
}

const MODE_SWITCHES: Record<RoomMode, { mode: RoomMode; label: TranslationKey }[]> = {
  video: [
    { mode: 'audio', label: 'room.toVoice' },
    { mode: 'chat', label: 'room.toChat' },
  ],
  audio: [
    { mode: 'video', label: 'room.toVideo' },
    { mode: 'chat', label: 'room.toChat' },
  ],
  chat: [
    { mode: 'video', label: 'room.toVideo' },
    { mode: 'audio', label: 'room.toVoice' },
  ],
};

/** The doctor's way out of a call that will not connect: down to a voice call or to chat, and back up. */
export function DoctorModeSwitch({ room, tone = 'light' }: { room: Room; tone?: 'light' | 'dark' }) {
  const { t } = useLanguage();
  const [setMode, { isLoading }] = useSetRoomModeMutation();
  const look =
    tone === 'dark'
      ? 'border-white/40 bg-white/10 text-white hover:bg-white/20'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';
  // A room steps down from what was booked and back up to it, never above it: a voice booking has no video, a chat
  // booking no call at all.
  const rank: Record<RoomMode, number> = { chat: 0, audio: 1, video: 2 };
  const switches = MODE_SWITCHES[room.mode].filter(({ mode }) => rank[mode] <= rank[room.method]);
  return (
    <>
      {switches.map(({ mode, label }) => (
        <button
          key={mode}
          type="button"
          disabled={isLoading}
          onClick={() => void setMode({ appointmentId: room.appointmentId, mode })}
          className={`min-h-12 rounded-full border px-4 text-sm font-semibold disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 ${look}`}
        >
          {t(label)}
        </button>
      ))}
    </>
  );
}
