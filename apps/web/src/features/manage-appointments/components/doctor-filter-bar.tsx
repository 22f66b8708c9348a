import { useHideOnScroll } from '@/hooks/use-hide-on-scroll';
import type { DoctorChip } from '../utils/day-summary';
import { useLanguage } from '@/i18n/i18n';

type DoctorFilterBarProps = {
  chips: readonly DoctorChip[];
  activeDoctorId: string | null;
  onSelect: (doctorId: string | null) => void;
};

const chipBase =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';
const chipTone = (active: boolean) =>
  active
    ? 'border-brand-700 bg-brand-700 text-white'
    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600';

/**
 * docs/product-spec.md §2: the sticky top bar of doctor chips (the doctors of the day's list) and 'Show All Appointments'. It sits
 * under the fixed navigation and slides up with it when the navigation hides on scroll, so neither covers the other.
 * The chips scroll sideways inside the bar; the page itself never does on a 360 px phone.
 */
export function DoctorFilterBar({ chips, activeDoctorId, onSelect }: DoctorFilterBarProps) {
  const { t, formats } = useLanguage();
  const navHidden = useHideOnScroll();
  return (
    <div
      className={`sticky z-30 border-b border-slate-200 bg-white/95 backdrop-blur transition-[top] duration-300 ${
        navHidden ? 'top-0' : 'top-16'
      }`}
    >
      <nav aria-label={t('desk.filterByDoctor')} className="mx-auto max-w-7xl">
        <ul className="flex gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:thin] sm:px-6">
          <li className="shrink-0">
            <button
              type="button"
              aria-pressed={activeDoctorId === null}
              onClick={() => onSelect(null)}
              className={`${chipBase} ${chipTone(activeDoctorId === null)}`}
            >
              {t('desk.showAll')}
            </button>
          </li>
          {chips.map((chip) => {
            const active = chip.doctorId === activeDoctorId;
            return (
              <li key={chip.doctorId} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onSelect(chip.doctorId)}
                  className={`${chipBase} ${chipTone(active)}`}
                >
                  {chip.name}
                  <span
                    className={`ml-1.5 rounded-full px-1.5 text-xs ${active ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}`}
                  >
                    {formats.number(chip.count)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
