import { Panel } from '@/components/ui/panel';
import { LeaveForm } from './leave-form';
import { LeaveList } from './leave-list';

type LeaveSectionProps = { doctorId: string; title?: string };

/** A doctor's leave days: the upcoming ones with Remove, and the form that adds more. The same for admins and doctors. */
export function LeaveSection({ doctorId, title = 'Leave' }: LeaveSectionProps) {
  return (
    <Panel title={title} intro="Leave days are not offered for booking; appointments already on them stay until the desk moves them.">
      <div className="space-y-6">
        <LeaveList doctorId={doctorId} />
        <div className="border-t border-slate-100 pt-5">
          <h3 className="mb-3 font-semibold text-slate-900">Add leave</h3>
          <LeaveForm doctorId={doctorId} />
        </div>
      </div>
    </Panel>
  );
}
