import { GENDERS, RELATIONS } from '@hospital/contract/lists';
import { familyMemberInputSchema, MAX_FAMILY_MEMBERS, type FamilyMember } from '@hospital/contract/patients';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { TwoTapAction, type TwoTapWords } from '@/components/ui/two-tap-action';
import { TextListStates } from '@/components/ui/text-list-states';
import { SelectField } from '@/components/ui/select-field';
import { FormNumberField, FormTextField } from '@/components/ui/form-text-field';
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
import { Options } from '@/components/ui/options';

/** /patient/add-family-members: the account's family members, up to 6, each bookable for. */
export function FamilyMembers() {
  const { t } = useLanguage();
  const query = useGetFamilyQuery();
  const [editing, setEditing] = useState<FamilyMember | 'new' | null>(null);
  const count = query.data?.length ?? 0;
  return (
    <section aria-labelledby="family-title" className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <PageIntro id="family-title" title={t('family.title')} intro={t('family.intro')} />
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
      <TextListStates query={query} words="family">
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
      </TextListStates>
    </section>
  );
}

const REMOVE_WORDS: TwoTapWords = {
  label: 'family.remove',
  confirm: 'family.confirmRemove',
  working: 'family.removing',
};

function MemberItem({ member, onEdit }: { member: FamilyMember; onEdit: () => void }) {
  const { t, formats } = useLanguage();
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
        <TwoTapAction words={REMOVE_WORDS} busy={isLoading} run={() => remove(member._id).unwrap()} />
      </div>
    </li>
  );
}

function MemberForm({ member, onDone }: { member?: FamilyMember; onDone: () => void }) {
  const { t } = useLanguage();
  const [add, adding] = useAddFamilyMemberMutation();
  const [update, updating] = useUpdateFamilyMemberMutation();
  const form = useSchemaForm(familyMemberInputSchema, {
    name: member?.name ?? '',
    age: member?.age,
    gender: member?.gender ?? undefined,
    relation: member?.relation,
    weight: member?.weight ?? null,
  });
  const { errors } = form.formState;
  const onValid = form.handleSubmit(async (body) => {
    const saved = await withToasts(t('family.saving'), () =>
      member ? update({ memberId: member._id, body }).unwrap() : add(body).unwrap(),
    );
    if (saved) onDone();
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-4">
      <FormTextField form={form} name="name" label={t('family.name')} autoComplete="off" data-autofocus />
      {/* Stacked on a phone: side by side, the longer weight label wraps and the two boxes no longer line up. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormNumberField form={form} name="age" label={t('family.age')} />
        <FormNumberField form={form} name="weight" label={t('family.weight')} optional />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('family.gender')} error={errors.gender?.message} {...form.register('gender')}>
          <Options values={GENDERS} label={(gender) => t(`family.${gender}`)} placeholder={t('family.choose')} />
        </SelectField>
        <SelectField label={t('family.relation')} error={errors.relation?.message} {...form.register('relation')}>
          <Options
            values={RELATIONS}
            label={(relation) => t(`family.relation_${relation}`)}
            placeholder={t('family.choose')}
          />
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
