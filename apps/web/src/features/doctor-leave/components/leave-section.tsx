import { Panel } from '@/components/ui/panel';
import { LeaveForm } from './leave-form';
import { LeaveList } from './leave-list';
import { useLanguage } from '@/i18n/i18n';

type LeaveSectionProps = { doctorId: string; title?: string };

/** A doctor's leave days: the upcoming ones with Remove, and the form that adds more. The same for admins and doctors. */
export function LeaveSection({ doctorId, title }: LeaveSectionProps) {
  const { t } = useLanguage();
  return (
    <Panel title={title ?? t('leave.title')} intro={t('leave.intro')}>
      <div className="space-y-6">
        <LeaveList doctorId={doctorId} />
        <div className="border-t border-slate-100 pt-5">
          <h3 className="mb-3 font-semibold text-slate-900">{t('leave.add')}</h3>
          <LeaveForm doctorId={doctorId} />
        </div>
      </div>
    </Panel>
  );
}
