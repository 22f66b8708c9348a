import type { Room } from '@hospital/contract/consultations';
import { dhakaMinutesOfDay } from '@hospital/contract/format';
import { useEffect, type ReactNode } from 'react';
import { useLanguage, type Translate } from '@/i18n/i18n';

/** "HH:MM" in Dhaka of an instant, for the catalogue's time format. */
export function dhakaClock(iso: string): string {
  const minutes = dhakaMinutesOfDay(new Date(iso));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function methodLabel(t: Translate, method: Room['method']): string {
  if (method === 'video') return t('room.methodVideo');
  if (method === 'audio') return t('room.methodAudio');
  return t('room.methodChat');
}

/** The page around every step outside the call: what, with whom, which serial on which day. */
export function RoomFrame({ room, children }: { room: Room; children: ReactNode }) {
  const { t, formats } = useLanguage();
  const doctor = `${room.doctor.title} ${room.doctor.fullName}`.trim();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-slate-900">{methodLabel(t, room.method)}</h1>
        <p className="mt-1 text-slate-700">
          {room.you === 'patient' ? t('room.withDoctor', { doctor }) : t('room.patientIs', { name: room.patient.name })}
        </p>
        <p className="text-sm text-slate-600">
          {t('room.serialOn', { serial: formats.number(room.serialNo), date: formats.date(room.date) })}
        </p>
      </header>
      {children}
    </section>
  );
}

/** The live room covers the whole screen: the page under it must not scroll behind it. */
function useWholeScreen(): void {
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);
}

/** The live room (a call or the whole-screen chat): a region named by its method, over the whole screen. */
export function WholeScreenRoom({ room, className, children }: { room: Room; className: string; children: ReactNode }) {
  const { t } = useLanguage();
  useWholeScreen();
  return (
    <div className={`fixed inset-0 z-50 flex ${className}`} role="region" aria-label={methodLabel(t, room.method)}>
      {children}
    </div>
  );
}

/** The other person in the room, as this side names them. */
export function otherSide(room: Room): string {
  return room.you === 'patient' ? `${room.doctor.title} ${room.doctor.fullName}`.trim() : room.patient.name;
}
