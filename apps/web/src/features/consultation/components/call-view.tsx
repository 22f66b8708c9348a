import type { Room } from '@hospital/contract/consultations';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { CloseIcon } from '@/components/ui/icons';
import { useLanguage } from '@/i18n/i18n';
import { roomApi, useSendSignalMutation } from '../api/room';
import { Call, type CallMedia, type CallStatus } from '../lib/call';
import { CallControls } from './call-controls';
import { ChatPanel } from './chat-panel';
import { methodLabel, otherSide, WholeScreenRoom } from './room-frame';

type AppThunkDispatch = ThunkDispatch<never, unknown, UnknownAction>;

type CallViewProps = {
  room: Room;
  /** The room was already live when the page opened (a reload): the call says hello once the stream is open. */
  announce: boolean;
  /** This page's room stream is open now: the call waits for it, so it hears every signal the other side sends. */
  streamReady: boolean;
  /** Hands the open call to the page, which feeds it the other side's signals from the room's stream. */
  attachCall: (call: Call | null) => void;
};

/**
 * The live room in video or voice mode, the whole screen: the other side's picture fills it, this side's preview sits
 * small in a corner, the controls in a bar at the bottom; the chat beside the picture on a wide screen and in a drawer
 * on a phone. The peer connection is made here, only now that the doctor has admitted the patient.
 */
export function CallView({ room, announce, streamReady, attachCall }: CallViewProps) {
  const { t } = useLanguage();
  const dispatch = useDispatch<AppThunkDispatch>();
  const [sendSignal] = useSendSignalMutation();
  const call = useRef<Call | null>(null);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<CallStatus>('connecting');
  const [mediaFailed, setMediaFailed] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const media: CallMedia = room.mode === 'audio' ? 'audio' : 'video';
  // Read when the call starts only: a later mode change goes through setMedia, not a new call.
  const startingWith = useEffectEvent(() => ({ media, announce }));
  const { appointmentId, you } = room;
  // The call starts only once this page's room stream is open: a fresh stream replays nothing, so an offer or answer
  // the other side posts before it opens would never arrive (and a reload's hello would go unanswered). Once started,
  // a reconnecting stream does not end the call (it resumes after its Last-Event-ID).
  const [canStart, setCanStart] = useState(streamReady);
  if (streamReady && !canStart) setCanStart(true);

  useEffect(() => {
    if (!canStart) return;
    const opened = new Call({
      side: you,
      ...startingWith(),
      send: (signal) => sendSignal({ appointmentId, signal }).unwrap(),
      fetchIceServers: () =>
        dispatch(
          roomApi.endpoints.getIceServers.initiate(appointmentId, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
      onLocalStream: setLocal,
      onRemoteStream: setRemote,
      onStatus: setStatus,
      onMediaError: () => setMediaFailed(true),
    });
    attachCall(opened);
    call.current = opened;
    return () => {
      attachCall(null);
      opened.close();
      call.current = null;
    };
  }, [appointmentId, you, canStart, dispatch, sendSignal, attachCall]);

  // "Audio only" (or the doctor's switch): both sides drop their camera; back to video opens it again.
  useEffect(() => {
    void call.current?.setMedia(media);
  }, [media]);

  const other = otherSide(room);

  return (
    <WholeScreenRoom room={room} className="bg-slate-950 text-white">
      <div className="relative flex min-w-0 flex-1 flex-col">
        <div className="relative min-h-0 flex-1">
          <MediaVideo
            stream={remote}
            testId="remote-video"
            label={t('room.remoteVideo', { name: other })}
            className={`absolute inset-0 size-full bg-black object-cover sm:object-contain ${media === 'audio' ? 'opacity-0' : ''}`}
          />
          {media === 'audio' && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
              <span
                aria-hidden="true"
                className="flex size-28 items-center justify-center rounded-full bg-brand-700 text-4xl font-bold"
              >
                {initials(other)}
              </span>
              <p className="text-xl font-semibold">{t('room.voiceWith', { name: other })}</p>
            </div>
          )}
          <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 bg-gradient-to-b from-black/70 to-transparent p-3 pr-36 sm:pr-56">
            <div>
              <h1 className="text-base font-semibold sm:text-lg">{other}</h1>
              <p className="text-sm text-white/80">{methodLabel(t, room.mode)}</p>
            </div>
          </div>
          {status !== 'connected' && (
            <p
              role="status"
              className="absolute top-16 left-1/2 -translate-x-1/2 rounded-full bg-amber-500 px-4 py-2 font-semibold text-slate-950"
            >
              {status === 'reconnecting' ? t('room.reconnecting') : t('room.connecting')}
            </p>
          )}
          {mediaFailed && (
            <p role="alert" className="absolute inset-x-3 bottom-3 rounded-xl bg-red-800/90 p-3 text-sm">
              {t('room.mediaError')}
            </p>
          )}
          {media === 'video' && (
            <MediaVideo
              stream={local}
              muted
              testId="local-video"
              label={t('room.preview')}
              className="absolute top-3 right-3 aspect-video w-32 -scale-x-100 rounded-lg border border-white/30 bg-slate-800 object-cover shadow-lg sm:w-52"
            />
          )}
        </div>
        <CallControls room={room} call={call} chatOpen={chatOpen} onToggleChat={() => setChatOpen(!chatOpen)} />
      </div>
      <aside
        className={`${chatOpen ? 'fixed inset-0 z-10 flex' : 'hidden'} flex-col bg-white text-slate-900 lg:static lg:flex lg:w-96 lg:border-l lg:border-slate-700`}
      >
        <button
          type="button"
          onClick={() => setChatOpen(false)}
          aria-label={t('room.hideChat')}
          className="absolute top-0 right-0 z-10 flex size-12 items-center justify-center text-slate-700 lg:hidden"
        >
          <CloseIcon className="size-6" />
        </button>
        <ChatPanel appointmentId={appointmentId} writable you={you} />
      </aside>
    </WholeScreenRoom>
  );
}

type MediaVideoProps = {
  stream: MediaStream | null;
  label: string;
  testId: string;
  className: string;
  muted?: boolean;
};

function MediaVideo({ stream, label, testId, className, muted = false }: MediaVideoProps) {
  const ref: RefObject<HTMLVideoElement | null> = useRef(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play?.()?.catch(() => undefined);
  }, [stream]);
  return (
    <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} data-testid={testId} className={className} />
  );
}

function initials(name: string): string {
  return name
    .replace(/^(Dr\.?|Prof\.?)\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
