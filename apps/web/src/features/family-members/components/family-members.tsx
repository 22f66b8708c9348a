import { GENDERS, RELATIONS } from '@hospital/contract/lists';
import { familyMemberInputSchema, MAX_FAMILY_MEMBERS, type FamilyMember } from '@hospital/contract/patients';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListStates } from '@/components/ui/list-states';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import {
  useAddFamilyMemberMutation,
  useGetFamilyQuery,
  useRemoveFamilyMemberMutation,
  useUpdateFamilyMemberMutation,
} from '../api/family';

// An empty optional weight is "no weight" (null); other text goes to the schema as typed (Bengali digits included).
const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : value);

/** /patient/add-family-members: the account's family members, up to 6, each bookable for. */
export function FamilyMembers() {
  const { t } = useLanguage();
  const query = useGetFamilyQuery();
  const [editing, setEditing] = useState<FamilyMember | 'new' | null>(null);
  const count = query.data?.length ?? 0;
  return (
    <section aria-labelledby="family-title" className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 id="family-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('family.title')}
        </h1>
        <p className="mt-1 text-slate-700">{t('family.intro')}</p>
      </div>
      {editing === 'new' ? (
        <MemberForm onDone={() => setEditing(null)} />
      ) : count >= MAX_FAMILY_MEMBERS ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          {t('family.full')}
        </p>
      ) : (
        query.data && (
          <Button onClick={() => setEditing('new')} className="sm:w-auto">
            {t('family.add')}
          </Button>
        )
      )}
      <ListStates
        query={query}
        what={t('family.what')}
        loading={<p className="text-slate-600">{t('family.loading')}</p>}
        empty={<p className="text-slate-600">{t('family.empty')}</p>}
      >
        {(members) => (
          <ul className="space-y-3">
            {members.map((member) =>
              editing !== 'new' && editing?._id === member._id ? (
                <li key={member._id}>
                  <MemberForm member={member} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <MemberItem key={member._id} member={member} onEdit={() => setEditing(member)} />
              ),
            )}
          </ul>
        )}
      </ListStates>
    </section>
  );
}

function MemberItem({ member, onEdit }: { member: FamilyMember; onEdit: () => void }) {
  const { t, formats } = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useRemoveFamilyMemberMutation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">{member.name}</h2>
        <p className="text-sm text-slate-700">
          {t(`family.relation_${member.relation}`)} · {t('family.years', { age: formats.number(member.age) })}
          {member.gender ? ` · ${t(`family.${member.gender}`)}` : ''}
          {member.weight !== null ? ` · ${t('print.weightValue', { weight: formats.number(member.weight) })}` : ''}
        </p>
        <p className="font-mono text-xs text-slate-600">{t('family.holderId', { id: member.patientId })}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onEdit} className="min-h-11">
          {t('family.edit')}
        </Button>
        {confirming ? (
          <Button
            variant="secondary"
            disabled={isLoading}
            onClick={() => void withToasts(t('family.removing'), () => remove(member._id).unwrap())}
            className="min-h-11 border-red-300 text-red-800"
          >
            {t('family.confirmRemove')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)} className="min-h-11 text-red-800">
            {t('family.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}

function MemberForm({ member, onDone }: { member?: FamilyMember; onDone: () => void }) {
  const { t } = useLanguage();
  const [add, adding] = useAddFamilyMemberMutation();
  const [update, updating] = useUpdateFamilyMemberMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(familyMemberInputSchema, {
    name: member?.name ?? '',
    age: member?.age,
    gender: member?.gender ?? undefined,
    relation: member?.relation,
    weight: member?.weight ?? null,
  });
  const onValid = handleSubmit(async (body) => {
    const saved = await withToasts(t('family.saving'), () =>
      member ? update({ memberId: member._id, body }).unwrap() : add(body).unwrap(),
    );
    if (saved) onDone();
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-4">
      <TextField
        label={t('family.name')}
        autoComplete="off"
        error={errors.name?.message}
        data-autofocus
        {...register('name')}
      />
      {/* Stacked on a phone: side by side, the longer weight label wraps and the two boxes no longer line up. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField label={t('family.age')} error={errors.age?.message} {...register('age')} />
        <NumberField
          label={t('family.weight')}
          error={errors.weight?.message}
          {...register('weight', { setValueAs: optionalNumber })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('family.gender')} error={errors.gender?.message} {...register('gender')}>
          <option value="">{t('family.choose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`family.${gender}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('family.relation')} error={errors.relation?.message} {...register('relation')}>
          <option value="">{t('family.choose')}</option>
          {RELATIONS.map((relation) => (
            <option key={relation} value={relation}>
              {t(`family.relation_${relation}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={adding.isLoading || updating.isLoading} className="sm:w-auto">
          {t('family.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} className="min-h-11">
          {t('family.cancel')}
        </Button>
      </div>
    </form>
  );
}
