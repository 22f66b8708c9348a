import { CONSENT_VERSION, type Room, type Signal } from '@hospital/contract/consultations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadFailed } from '@/components/ui/list-states';
import { useLanguage } from '@/i18n/i18n';
import { useGetRoomQuery } from '../api/room';
import { useRoomStream } from '../hooks/use-room-stream';
import type { Call } from '../lib/call';
import { CallView } from './call-view';
import { ChatPanel } from './chat-panel';
import { ConsentStep } from './consent-step';
import { DeviceCheck } from './device-check';
import { DoctorLobby, DoctorModeSwitch, EndConsultationButton, MarkDoneButton, type MarkDone } from './doctor-lobby';
import { dhakaClock, methodLabel, otherSide, RoomFrame, WholeScreenRoom } from './room-frame';
import { RoomNotFound } from './room-not-found';
import { WaitingRoom } from './waiting-room';

/**
 * /consultation/{appointmentId}: one page for both people in the room, `room.you` decides which side shows.
 * The patient: consent → camera and microphone check → join → waiting room → the call (or the chat). The doctor:
 * who is waiting → "Start consultation" → the call → "End consultation" → "Mark done". Until the room is live no peer
 * connection exists and no ICE servers are fetched.
 */
export function ConsultationPage({ appointmentId, markDone }: { appointmentId: string; markDone: MarkDone }) {
  const { t } = useLanguage();
  const query = useGetRoomQuery(appointmentId, { refetchOnMountOrArgChange: true });
  const room = query.data;
  // The call that is open now, so the stream hands it the other side's signals; signals that arrive before it exists
  // (the doctor's offer racing the patient's own start) wait here.
  const callRef = useRef<Call | null>(null);
  const pending = useRef<Signal[]>([]);
  // A room that can still change is followed; an ended, done, cancelled or other-day one cannot.
  const streamed =
    room !== undefined && room.state !== 'ended' && !(room.state === 'closed' && room.closedReason !== 'early');
  const { ready } = useRoomStream({
    appointmentId,
    enabled: streamed,
    onSignal: (signal) => {
      if (callRef.current) void callRef.current.receive(signal);
      else pending.current.push(signal);
    },
  });
  useRefetchWhenOpens(room, query.refetch);
  const attachCall = useCallback((call: Call | null) => {
    callRef.current = call;
    // What arrives between two calls (a step down to chat and back up) belongs to connections that are gone.
    if (!call) {
      pending.current = [];
      return;
    }
    const waiting = pending.current;
    pending.current = [];
    for (const signal of waiting) void call.receive(signal);
  }, []);

  if (query.isError) {
    const status = 'status' in query.error ? query.error.status : undefined;
    if (status === 404) return <RoomNotFound />;
    return <LoadFailed what={t('room.loadError')} onRetry={() => void query.refetch()} className="my-16" />;
  }
  if (!room) {
    return (
      <div className="mx-auto my-16 h-40 max-w-xl animate-pulse rounded-2xl bg-slate-100" aria-busy="true">
        <span className="sr-only">{t('room.connecting')}</span>
      </div>
    );
  }
  return <RoomSteps room={room} markDone={markDone} streamReady={ready} attachCall={attachCall} />;
}

/** A room that opens later today is read again at its opening time, so the page moves on by itself. */
function useRefetchWhenOpens(room: Room | undefined, refetch: () => unknown) {
  const opensAt = room?.state === 'closed' && room.closedReason === 'early' ? room.opensAt : null;
  useEffect(() => {
    if (!opensAt) return;
    const wait = Date.parse(opensAt) - Date.now();
    if (wait > 24 * 60 * 60 * 1000) return;
    const timer = setTimeout(() => void refetch(), Math.max(wait, 0) + 1000);
    return () => clearTimeout(timer);
  }, [opensAt, refetch]);
}

type RoomStepsProps = {
  room: Room;
  markDone: MarkDone;
  streamReady: boolean;
  attachCall: (call: Call | null) => void;
};

function RoomSteps({ room, markDone, streamReady, attachCall }: RoomStepsProps) {
  const { t } = useLanguage();
  // A room already live when this page first saw it means a reload or a late arrival: the call says hello.
  const [firstState] = useState(room.state);

  if (room.state === 'closed') return <ClosedRoom room={room} />;
  if (room.state === 'ended') return <EndedRoom room={room} markDone={markDone} />;

  // The consent comes first, even when the doctor started before the patient arrived: the API hands a patient without
  // it no call and no chat.
  if (room.you === 'patient' && room.consent?.version !== CONSENT_VERSION) {
    return (
      <RoomFrame room={room}>
        <ConsentStep appointmentId={room.appointmentId} />
      </RoomFrame>
    );
  }

  if (room.state === 'live') {
    if (room.mode === 'chat') return <ChatRoom room={room} />;
    return <CallView room={room} announce={firstState === 'live'} streamReady={streamReady} attachCall={attachCall} />;
  }

  if (room.you === 'doctor') return <DoctorLobby room={room} />;

  if (room.state === 'waiting') {
    return (
      <RoomFrame room={room}>
        <WaitingRoom room={room} />
      </RoomFrame>
    );
  }
  return (
    <RoomFrame room={room}>
      <DeviceCheck
        appointmentId={room.appointmentId}
        mode={room.mode}
        heading={t(room.mode === 'video' ? 'room.deviceTitleVideo' : 'room.deviceTitleAudio')}
      />
    </RoomFrame>
  );
}

function ClosedRoom({ room }: { room: Room }) {
  const { t, formats } = useLanguage();
  let sentence: string;
  if (room.closedReason === 'early') {
    sentence = room.opensAt
      ? t('room.closedEarly', { time: formats.time(dhakaClock(room.opensAt)) })
      : t('room.closedEarlyNoTime');
  } else if (room.closedReason === 'other-day') {
    sentence = t('room.closedOtherDay', { date: formats.date(room.date) });
  } else if (room.closedReason === 'cancelled') {
    sentence = t('room.closedCancelled');
  } else {
    sentence = t('room.closedDone');
  }
  return (
    <RoomFrame room={room}>
      <p role="status" className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-lg text-slate-800">
        {sentence}
      </p>
      {room.closedReason === 'done' && <ChatHistory room={room} />}
      <BackLink room={room} />
    </RoomFrame>
  );
}

function EndedRoom({ room, markDone }: { room: Room; markDone: MarkDone }) {
  const { t, formats } = useLanguage();
  const minutes = room.durationSeconds === null ? null : Math.max(1, Math.round(room.durationSeconds / 60));
  return (
    <RoomFrame room={room}>
      <div role="status" className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
        <p className="text-lg font-semibold">{t('room.ended')}</p>
        {minutes !== null && <p>{t('room.duration', { minutes: formats.number(minutes) })}</p>}
      </div>
      {room.you === 'doctor' && <MarkDoneButton appointmentId={room.appointmentId} markDone={markDone} />}
      <ChatHistory room={room} />
      <BackLink room={room} />
    </RoomFrame>
  );
}

function ChatHistory({ room }: { room: Room }) {
  const { t } = useLanguage();
  return (
    <section aria-label={t('room.chatHistory')} className="mt-6 h-[28rem] max-h-[70dvh]">
      <ChatPanel appointmentId={room.appointmentId} writable={false} you={room.you} />
    </section>
  );
}

function BackLink({ room }: { room: Room }) {
  const { t } = useLanguage();
  return room.you === 'patient' ? (
    <ButtonLink to="/patient" className="mt-6 px-5 py-3">
      {t('room.backToAppointments')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/doctor" className="mt-6 px-5 py-3">
      {t('room.backToDay')}
    </ButtonLink>
  );
}

/** The chat method, or a call the doctor stepped down to chat: the chat is the whole room, the whole screen. */
function ChatRoom({ room }: { room: Room }) {
  const { t } = useLanguage();
  return (
    <WholeScreenRoom room={room} className="flex-col bg-slate-100">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
        <div className="min-w-40 flex-1">
          <h1 className="text-base font-semibold break-words text-slate-900">{otherSide(room)}</h1>
          <p className="text-sm text-slate-600">{methodLabel(t, room.mode)}</p>
        </div>
        {room.you === 'doctor' ? (
          <div className="flex flex-wrap items-center gap-2">
            <DoctorModeSwitch room={room} />
            <EndConsultationButton appointmentId={room.appointmentId} />
          </div>
        ) : (
          <Link
            to="/patient"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('room.backToAppointments')}
          </Link>
        )}
      </header>
      <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col">
        <ChatPanel appointmentId={room.appointmentId} writable you={room.you} />
      </div>
    </WholeScreenRoom>
  );
}
