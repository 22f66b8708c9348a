import type { Patient } from '@hospital/contract/patients';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** docs/product-spec.md §4 step 2: the logged-in user's own record, shown so they can confirm who the visit is for. */
export function PatientDetails({ patient }: { patient: Patient }) {
  const rows: Array<[string, string]> = [
    ['Name', patient.name],
    ['Holder ID', patient.patientId],
    ['Age', `${patient.age} years`],
    ['Gender', patient.gender ? capitalise(patient.gender) : 'Not given'],
    ['Weight', patient.weight === null ? 'Not given' : `${patient.weight} kg`],
    ['Contact', patient.contact ?? 'Not given'],
  ];
  return (
    <div className="mt-4 rounded-xl bg-brand-50 p-4">
      <h3 className="text-sm font-semibold text-brand-900">Patient details</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">Something wrong? Tell our staff when they call to confirm the booking.</p>
    </div>
  );
}
