import { formatsFor, toBengaliDigits, type Language } from '@hospital/contract/format-bn';
import type { Board, BoardDoctor } from '@hospital/contract/queue';
import { useEffect, useState, type ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';
import type { visitEn } from '@/i18n/locales/en/visit';
import { useGetBoardQuery } from '../api/board';
import { useBoardStream, type BoardConnection } from '../hooks/use-board-stream';
import { chimeUnlocked, playChime, unlockChime } from '../utils/chime';

// The board speaks both languages at once, whatever the browser last chose: a waiting room reads either.
type Key = `board.${keyof (typeof visitEn)['board']}`;
const say = (lng: Language) => (key: Key, options: Record<string, unknown> = {}) =>
  (i18n.t as unknown as (key: string, options: Record<string, unknown>) => string)(key, { ...options, lng });
const en = say('en');
const bn = say('bn');

function Both({ k, options, className = '' }: { k: Key; options?: Record<string, unknown>; className?: string }) {
  return (
    <span className={className}>
      <span lang="bn">{bn(k, options)}</span>
      <span aria-hidden="true" className="mx-3 opacity-50">
        /
      </span>
      <span lang="en">{en(k, options)}</span>
    </span>
  );
}

/**
 * The waiting-room board at /board/{token} (issue 14): a TV in the corridor showing, per doctor, the serial being seen
 * and the next, in Bangla and English, live, with a chime when a serial is called. Serial numbers only: no names.
 */
export function WaitingBoard({ token }: { token: string }) {
  const { data: board, error, isLoading } = useGetBoardQuery(token);
  const [sound, setSound] = useState(chimeUnlocked());
  const [flash, setFlash] = useState<string | null>(null);
  const connection = useBoardStream(token, (doctor) => {
    playChime();
    setFlash(doctor._id);
  });
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), 4000);
    return () => clearTimeout(timer);
  }, [flash]);

  const status = error && 'status' in error ? error.status : null;
  if (status === 410 || status === 404) {
    return (
      <BoardMessage>
        <p lang="bn">{bn(status === 410 ? 'board.linkRevoked' : 'board.linkInvalid')}</p>
        <p lang="en">{en(status === 410 ? 'board.linkRevoked' : 'board.linkInvalid')}</p>
      </BoardMessage>
    );
  }
  if (!board) {
    return (
      <BoardMessage>
        <p role="status">
          <Both k={isLoading ? 'board.loading' : 'board.loadFailed'} />
        </p>
      </BoardMessage>
    );
  }

  return (
    <main className="flex min-h-screen flex-col gap-4 bg-slate-950 p-4 text-white lg:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold lg:text-4xl">{board.label}</h1>
        <div className="flex items-center gap-4 text-lg lg:text-2xl">
          <BoardDate date={board.date} />
          <ConnectionNote connection={connection} />
          <button
            type="button"
            onClick={() => void unlockChime().then(setSound)}
            aria-pressed={sound}
            className="min-h-11 rounded-lg border border-white/30 px-3 text-base text-white/90 hover:bg-white/10"
          >
            <Both k={sound ? 'board.soundIsOn' : 'board.soundOn'} />
          </button>
        </div>
      </header>
      {board.doctors.length === 0 ? (
        <p className="text-2xl">
          <Both k="board.noDoctors" />
        </p>
      ) : (
        <ul className={`grid flex-1 gap-4 lg:gap-6 ${gridOf(board)}`}>
          {board.doctors.map((doctor) => (
            <DoctorPanel key={doctor._id} doctor={doctor} size={board.doctors.length} flashing={flash === doctor._id} />
          ))}
        </ul>
      )}
    </main>
  );
}

function gridOf(board: Board): string {
  const count = board.doctors.length;
  if (count === 1) return 'grid-cols-1';
  if (count === 2) return 'grid-cols-1 md:grid-cols-2';
  if (count <= 4) return 'grid-cols-1 md:grid-cols-2';
  return 'grid-cols-1 md:grid-cols-2 xl:grid-cols-3';
}

function DoctorPanel({ doctor, size, flashing }: { doctor: BoardDoctor; size: number; flashing: boolean }) {
  // One doctor fills the screen; several share it.
  const serialSize = size === 1 ? 'text-[clamp(6rem,20vw,18rem)]' : size === 2 ? 'text-[clamp(5rem,11vw,11rem)]' : 'text-[clamp(4rem,7vw,8rem)]';
  const nextSize = size === 1 ? 'text-[clamp(4rem,12vw,11rem)]' : size === 2 ? 'text-[clamp(3.5rem,7vw,7rem)]' : 'text-[clamp(3rem,5vw,5rem)]';
  return (
    <li
      className={`flex flex-col gap-3 rounded-3xl p-4 ring-2 transition-colors lg:p-6 ${flashing ? 'bg-amber-400 text-slate-950 ring-amber-200' : 'bg-slate-900 ring-slate-700'}`}
    >
      <div className="flex items-center gap-4">
        <img src={doctor.photo} alt="" width={96} height={96} className="size-16 shrink-0 rounded-full bg-slate-700 object-cover lg:size-24" />
        <div className="min-w-0">
          <h2 className="text-2xl font-bold lg:text-4xl">
            {doctor.title} {doctor.fullName}
          </h2>
          <p className="text-lg opacity-80 lg:text-2xl">{doctor.speciality}</p>
        </div>
      </div>
      {doctor.onLeave ? (
        <p className="text-3xl font-semibold">
          <Both k="board.onLeave" />
        </p>
      ) : (
        <div className="grid flex-1 grid-cols-[3fr_2fr] items-stretch gap-3">
          <Serial label="board.nowServing" serial={doctor.nowServing} className={serialSize} main />
          <Serial label="board.next" serial={doctor.next} className={nextSize} />
          <p className="col-span-2 text-xl opacity-80 lg:text-2xl">
            <span lang="bn">{bn('board.waiting', { n: toBengaliDigits(doctor.waitingCount) })}</span>
            <span aria-hidden="true" className="mx-3 opacity-50">
              /
            </span>
            <span lang="en">{en('board.waiting', { n: doctor.waitingCount })}</span>
          </p>
        </div>
      )}
    </li>
  );
}

function Serial({ label, serial, className, main = false }: { label: Key; serial: number | null; className: string; main?: boolean }) {
  return (
    <section className={`flex min-w-0 flex-col items-center justify-center rounded-2xl p-2 text-center ${main ? 'bg-white/10' : 'bg-white/5 opacity-90'}`}>
      <h3 className="text-xl font-semibold lg:text-3xl">
        <span lang="bn" className="block">
          {bn(label)}
        </span>{' '}
        <span lang="en" className="block">
          {en(label)}
        </span>
      </h3>
      {serial === null ? (
        <p className="py-6 text-3xl opacity-70">—</p>
      ) : (
        <>
          <p className={`leading-none font-black tabular-nums ${className}`}>{serial}</p>
          <p lang="bn" className="text-3xl font-bold opacity-80 lg:text-5xl">
            {toBengaliDigits(serial)}
          </p>
        </>
      )}
    </section>
  );
}

function BoardDate({ date }: { date: string }) {
  return (
    <time dateTime={date}>
      <span lang="bn">{formatsFor('bn').date(date)}</span>
      <span aria-hidden="true" className="mx-2 opacity-50">
        /
      </span>
      <span lang="en">{formatsFor('en').date(date)}</span>
    </time>
  );
}

function ConnectionNote({ connection }: { connection: BoardConnection }) {
  if (connection !== 'reconnecting') return null;
  return (
    <span role="status" className="rounded-full bg-amber-500/20 px-3 py-1 text-base text-amber-200">
      <Both k="board.reconnecting" />
    </span>
  );
}

function BoardMessage({ children }: { children: ReactNode }) {
  return <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-950 p-8 text-center text-2xl text-white lg:text-4xl">{children}</main>;
}
