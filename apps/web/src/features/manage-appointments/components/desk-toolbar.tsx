import type { ReactNode } from 'react';
import { CalendarIcon, PlusIcon, PrinterIcon, ReloadIcon } from './desk-icons';
import { useLanguage } from '@/i18n/i18n';

type DeskToolbarProps = {
  onSchedule?: () => void;
  onPrint: () => void;
  /** Until the day has loaded there is nothing true to print ('No Appointment Found.' would be a lie). */
  canPrint: boolean;
  onReload: () => void;
  isReloading: boolean;
  onNewAppointment?: () => void;
};

const buttonBase =
  'flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const toolButton = `${buttonBase} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const mainButton = `${buttonBase} flex-1 border-brand-700 bg-brand-700 text-white hover:bg-brand-800 sm:flex-none`;

/**
 * docs/product-spec.md §2's buttons: schedule doctors (admins), print the day's list, reload, new appointment (not doctors). On a
 * phone the secondary ones show their icon only (the name stays for screen readers and as a tooltip) so all of
 * them fit one row beside the main action.
 */
export function DeskToolbar({
  onSchedule,
  onPrint,
  canPrint,
  onReload,
  isReloading,
  onNewAppointment,
}: DeskToolbarProps) {
  const { t } = useLanguage();
  return (
    <div className="flex grow items-center justify-end gap-2 sm:grow-0">
      {onSchedule && (
        <ToolButton label={t('desk.scheduleDoctors')} onClick={onSchedule}>
          <CalendarIcon />
        </ToolButton>
      )}
      <ToolButton label={t('desk.printList')} onClick={onPrint} disabled={!canPrint}>
        <PrinterIcon />
      </ToolButton>
      <ToolButton label={t('desk.reload')} onClick={onReload} disabled={isReloading}>
        <ReloadIcon className={`size-5 ${isReloading ? 'motion-safe:animate-spin' : ''}`} />
      </ToolButton>
      {onNewAppointment && (
        <button type="button" onClick={onNewAppointment} className={mainButton}>
          <PlusIcon />
          {t('desk.newAppointment')}
        </button>
      )}
    </div>
  );
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} title={label} className={toolButton}>
      {children}
      <span className="sr-only lg:not-sr-only">{label}</span>
    </button>
  );
}
