import { formatsFor, toBengaliDigits, type Language } from '@hospital/contract/format-bn';
import type { BoardDoctor } from '@hospital/contract/queue';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { i18n, loadCatalog } from '@/i18n/i18n';
import type { visitEn } from '@/i18n/locales/en/visit';
import { useGetBoardQuery } from '../api/board';
import { useBoardStream, type BoardConnection } from '../hooks/use-board-stream';
import { chimeUnlocked, playChime, unlockChime } from '../utils/chime';

// The board speaks both languages at once, whatever the browser last chose: a waiting room reads either. So Bangla's
// catalog, which the app otherwise fetches only when Bangla is shown, is loaded with the board's own code.
await loadCatalog('bn');
type Key = `board.${keyof (typeof visitEn)['board']}`;
const say =
  (lng: Language) =>
  (key: Key, options: Record<string, unknown> = {}) =>
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
 * The waiting-room board at /board/{token}: a TV in the corridor showing, per doctor, the serial being seen
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
    <main className="flex min-h-screen flex-col gap-3 bg-slate-950 p-3 text-white md:h-screen lg:p-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold lg:text-4xl">{board.label}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-lg lg:text-2xl">
          <BoardDate date={board.date} />
          <ConnectionNote connection={connection} />
          <button
            type="button"
            onClick={() => void unlockChime().then(setSound)}
            aria-pressed={sound}
            className="min-h-11 rounded-lg border border-white/30 px-3 text-base whitespace-nowrap text-white/90 hover:bg-white/10"
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
        <ul className={`grid flex-1 auto-rows-fr gap-4 lg:gap-5 ${layoutOf(board.doctors.length).grid}`}>
          {board.doctors.map((doctor) => (
            <DoctorPanel
              key={doctor._id}
              doctor={doctor}
              serialSize={layoutOf(board.doctors.length).serial}
              flashing={flash === doctor._id}
            />
          ))}
        </ul>
      )}
    </main>
  );
}

/**
 * Columns and the main serial's size for a board of `count` doctors: everything on one landscape screen, serials as
 * large as fit. The size holds from md up; below it the doctors stack in one full-width column (a phone opening the
 * board link) and the serial is sized for that column instead (NARROW_SERIAL).
 */
function layoutOf(count: number): { grid: string; serial: string } {
  if (count === 1) return { grid: 'grid-cols-1', serial: 'min(38vh, 30vw)' };
  if (count === 2) return { grid: 'grid-cols-1 md:grid-cols-2', serial: 'min(40vh, 14vw)' };
  if (count === 3) return { grid: 'grid-cols-1 md:grid-cols-3', serial: 'min(40vh, 9vw)' };
  if (count === 4) return { grid: 'grid-cols-1 md:grid-cols-2', serial: 'min(13vh, 12vw)' };
  if (count <= 6) return { grid: 'grid-cols-1 md:grid-cols-3', serial: 'min(12vh, 8vw)' };
  return { grid: 'grid-cols-1 md:grid-cols-4', serial: 'min(8vh, 6vw)' };
}

// One doctor per row below md: the serial as large as a phone's width allows beside the next one.
const NARROW_SERIAL = 'min(24vw, 20vh)';

function DoctorPanel({ doctor, serialSize, flashing }: { doctor: BoardDoctor; serialSize: string; flashing: boolean }) {
  // The next serial is read from further away less often: three fifths of the one being seen.
  const nextSize = `calc(${serialSize} * 0.6)`;
  const nextNarrow = `calc(${NARROW_SERIAL} * 0.6)`;
  return (
    <li
      className={`flex min-h-0 flex-col gap-2 rounded-3xl p-3 ring-2 transition-colors lg:p-4 ${flashing ? 'bg-amber-400 text-slate-950 ring-amber-200' : 'bg-slate-900 ring-slate-700'}`}
    >
      <div className="flex items-center gap-4">
        <img
          src={doctor.photo}
          alt=""
          width={80}
          height={80}
          className="size-14 shrink-0 rounded-full bg-slate-700 object-cover lg:size-20"
        />
        <div className="min-w-0">
          <h2 className="text-xl leading-tight font-bold lg:text-3xl">
            {doctor.title} {doctor.fullName}
          </h2>
          <p className="text-base opacity-80 lg:text-xl">{doctor.speciality}</p>
        </div>
      </div>
      {doctor.onLeave ? (
        <p className="text-3xl font-semibold">
          <Both k="board.onLeave" />
        </p>
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[3fr_2fr] grid-rows-[1fr_auto] items-stretch gap-2">
          <Serial
            label="board.nowServing"
            serial={doctor.nowServing}
            fontSize={serialSize}
            narrowFontSize={NARROW_SERIAL}
            main
          />
          <Serial label="board.next" serial={doctor.next} fontSize={nextSize} narrowFontSize={nextNarrow} />
          <p className="col-span-2 text-lg opacity-80 lg:text-2xl">
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

type SerialProps = { label: Key; serial: number | null; fontSize: string; narrowFontSize: string; main?: boolean };

function Serial({ label, serial, fontSize, narrowFontSize, main = false }: SerialProps) {
  // The size is a custom property so the md: breakpoint can choose between the phone's and the TV's.
  const sizes = { '--serial-narrow': narrowFontSize, '--serial-wide': fontSize } as CSSProperties;
  return (
    <section
      style={sizes}
      className={`flex min-w-0 flex-col items-center justify-center rounded-2xl p-2 text-center ${main ? 'bg-white/10' : 'bg-white/5 opacity-90'}`}
    >
      <h3 className="text-lg font-semibold lg:text-2xl">
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
          <p className="text-(length:--serial-narrow) leading-none font-black tabular-nums md:text-(length:--serial-wide)">
            {serial}
          </p>
          <p
            lang="bn"
            className="text-[length:calc(var(--serial-narrow)*0.35)] leading-tight font-bold opacity-80 md:text-[length:calc(var(--serial-wide)*0.35)]"
          >
            {toBengaliDigits(serial)}
          </p>
        </>
      )}
    </section>
  );
}

function BoardDate({ date }: { date: string }) {
  return (
    // Each language's date stays on one line; a narrow screen breaks between them.
    <time dateTime={date}>
      <span lang="bn" className="whitespace-nowrap">
        {formatsFor('bn').date(date)}
      </span>
      <span aria-hidden="true" className="mx-2 opacity-50">
        /
      </span>
      <span lang="en" className="whitespace-nowrap">
        {formatsFor('en').date(date)}
      </span>
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
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-950 p-8 text-center text-2xl text-white lg:text-4xl">
      {children}
    </main>
  );
}
