import type { Room } from '@hospital/contract/consultations';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { Icon } from '@/components/ui/icons';
import { useLanguage } from '@/i18n/i18n';
import { useSetRoomModeMutation } from '../api/room';
import type { Call } from '../lib/call';
import { DoctorModeSwitch, EndConsultationButton } from './doctor-lobby';

type CallControlsProps = {
  room: Room;
  /** The open call, which the microphone, camera and camera-switch buttons act on. */
  call: RefObject<Call | null>;
  chatOpen: boolean;
  onToggleChat: () => void;
};

/**
 * The bar at the bottom of the call, within a thumb's reach on a phone: every button at least 48 px, its label
 * visible under its icon; a toggle keeps its name and says its state with aria-pressed. The patient may turn video off for both sides ("Audio only"); the doctor may step down to a
 * voice call or to chat, and ends the consultation.
 */
export function CallControls({ room, call, chatOpen, onToggleChat }: CallControlsProps) {
  const { t } = useLanguage();
  const [muted, toggleMute] = useCallSwitch((on) => call.current?.setMuted(on));
  const [cameraOff, toggleCamera] = useCallSwitch((on) => call.current?.setCameraOff(on));
  // More than one camera (a phone's front and back): the switch shows.
  const canSwitchCamera = useCameraCount() > 1;
  const [setMode, { isLoading: switching }] = useSetRoomModeMutation();
  const video = room.mode === 'video';
  return (
    <div
      role="toolbar"
      aria-label={t('room.callControls')}
      className="flex flex-wrap items-end justify-center gap-x-2 gap-y-3 bg-slate-900 px-2 pt-3 pb-[max(env(safe-area-inset-bottom),0.75rem)]"
    >
      <ControlButton label={t('room.mute')} pressed={muted} onClick={toggleMute}>
        <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Z" />
        <path d="M19 11a7 7 0 0 1-14 0M12 18v3" />
        {muted && <path d="M3 3l18 18" />}
      </ControlButton>
      {video && (
        <ControlButton label={t('room.cameraOff')} pressed={cameraOff} onClick={toggleCamera}>
          <path d="M3 7h12v10H3zM15 10l6-3v10l-6-3" />
          {cameraOff && <path d="M2 2l20 20" />}
        </ControlButton>
      )}
      {video && canSwitchCamera && (
        <ControlButton label={t('room.switchCamera')} onClick={() => void call.current?.switchCamera()}>
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <path d="M9 13a3 3 0 0 1 5-2l1 1M15 13a3 3 0 0 1-5 2l-1-1" />
        </ControlButton>
      )}
      {video && room.you === 'patient' && (
        <ControlButton
          label={t('room.audioOnly')}
          disabled={switching}
          onClick={() => void setMode({ appointmentId: room.appointmentId, mode: 'audio' })}
        >
          <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
          <path d="M4 14h3v6H4zM17 14h3v6h-3z" />
        </ControlButton>
      )}
      <ControlButton label={t('room.showChat')} pressed={chatOpen} onClick={onToggleChat} className="lg:hidden">
        <path d="M4 5h16v11H9l-5 4z" />
      </ControlButton>
      {room.you === 'doctor' && (
        <div className="flex w-full flex-wrap items-center justify-center gap-2 sm:w-auto">
          <DoctorModeSwitch room={room} tone="dark" />
          <EndConsultationButton appointmentId={room.appointmentId} />
        </div>
      )}
    </div>
  );
}

type ControlButtonProps = {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
};

function ControlButton({ label, pressed, disabled, onClick, className = '', children }: ControlButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      className={`flex min-h-12 min-w-16 flex-col items-center gap-1 rounded-2xl px-2 py-1 text-xs font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60 ${className}`}
    >
      <span
        className={`flex size-12 items-center justify-center rounded-full ${pressed ? 'bg-white text-slate-900' : 'bg-white/15 hover:bg-white/25'}`}
      >
        <Icon className="size-6">{children}</Icon>
      </span>
      <span>{label}</span>
    </button>
  );
}

/** One of the call's switches (microphone, camera): whether it is on, and the flip that tells the call too. */
function useCallSwitch(apply: (on: boolean) => void): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const flip = () => {
    apply(!on);
    setOn(!on);
  };
  return [on, flip];
}

/** How many cameras the device has: the front/back switch shows only with more than one. */
function useCameraCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const read = () =>
      navigator.mediaDevices
        ?.enumerateDevices?.()
        .then((devices) => {
          if (!cancelled) setCount(devices.filter((device) => device.kind === 'videoinput').length);
        })
        .catch(() => undefined);
    void read();
    navigator.mediaDevices?.addEventListener?.('devicechange', read);
    return () => {
      cancelled = true;
      navigator.mediaDevices?.removeEventListener?.('devicechange', read);
    };
  }, []);
  return count;
}
