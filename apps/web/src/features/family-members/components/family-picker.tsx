import { useLanguage } from '@/i18n/i18n';
import { useGetFamilyQuery } from '../api/family';
import { TextLink } from '@/components/ui/button-link';

/** The booking's 'Family Member' choice: one of the account's family members, as radio buttons. */
export function FamilyPicker({ selectedId, onPick }: { selectedId: string; onPick: (patientId: string) => void }) {
  const { t, formats } = useLanguage();
  const { data: members, isLoading } = useGetFamilyQuery();
  if (isLoading || !members) return <p className="text-sm text-slate-600">{t('familyPicker.loading')}</p>;
  if (members.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {t('familyPicker.none')} <TextLink to="/patient/add-family-members">{t('familyPicker.addLink')}</TextLink>
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('familyPicker.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {members.map((member) => (
          <label
            key={member._id}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${selectedId === member._id ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'}`}
          >
            <input
              type="radio"
              name="family-member"
              className="size-5"
              checked={selectedId === member._id}
              onChange={() => onPick(member._id)}
            />
            <span>
              <span className="block font-semibold text-slate-900">{member.name}</span>
              <span className="block text-xs text-slate-600">
                {t(`family.relation_${member.relation}`)} · {t('family.years', { age: formats.number(member.age) })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
