import type { DoctorDetail } from '@hospital/contract/doctors';
import { CONSULTATION_METHODS } from '@hospital/contract/lists';
import { Fact } from './fact';
import { useLanguage } from '@/i18n/i18n';

type Facts = Pick<DoctorDetail, 'consultationFee' | 'availableFor' | 'schedule' | 'availableDates'>;

/**
 * What a patient decides on before booking: the fee, how they can be seen, the chamber days with their hours, and the
 * next date they can book (the API's available dates already leave out leave days and days without hours).
 */
export function AppointmentFacts({ doctor }: { doctor: Facts }) {
  const { t, formats } = useLanguage();
  const nextDate = doctor.availableDates[0];
  const chamberDays = doctor.schedule.filter((entry) => entry.active);
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact label={t('profile.fee')}>
          <span className="text-xl font-bold text-slate-900">{formats.fee(doctor.consultationFee)}</span>
        </Fact>
        <Fact label={t('profile.nextDate')}>
          {nextDate ? (
            <span className="font-semibold text-slate-900">
              {formats.weekdayOf(nextDate)}, {formats.date(nextDate)}
            </span>
          ) : (
            <span className="text-sm text-slate-700">{t('profile.noDates')}</span>
          )}
        </Fact>
        <Fact label={t('profile.methods')}>
          <ul className="flex flex-wrap gap-1.5">
            {CONSULTATION_METHODS.filter((method) => doctor.availableFor.includes(method)).map((method) => (
              <li
                key={method}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-900 ring-1 ring-brand-200"
              >
                {t(`method.${method}`)}
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
      <div>
        <h3 className="text-xs font-medium text-slate-500">{t('profile.chamber')}</h3>
        {chamberDays.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('profile.noChamberDays')}</p>
        ) : (
          <>
            <table className="mt-1 w-full max-w-sm text-sm">
              <tbody>
                {chamberDays.map((entry) => (
                  <tr key={formats.weekday(entry.day)} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-1.5 pr-4 text-left font-medium text-slate-700">
                      {formats.weekday(entry.day)}
                    </th>
                    <td className="py-1.5 text-right font-semibold text-slate-900 tabular-nums">
                      {entry.start && entry.end && entry.start < entry.end
                        ? `${formats.time(entry.start)} – ${formats.time(entry.end)}`
                        : t('profile.hoursNotSet')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {chamberDays.length < 7 && <p className="mt-1 text-xs text-slate-500">{t('profile.otherDaysOff')}</p>}
          </>
        )}
      </div>
    </div>
  );
}
