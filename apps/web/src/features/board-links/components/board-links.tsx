import { boardLinkInputSchema, type BoardLink } from '@hospital/contract/queue';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { TwoTapAction, type TwoTapWords } from '@/components/ui/two-tap-action';
import { TextListStates } from '@/components/ui/text-list-states';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/i18n/i18n';
import { useFieldError } from '@/i18n/sentences';
import { withToasts } from '@/lib/with-toasts';
import { useCreateBoardLinkMutation, useGetBoardLinksQuery, useRevokeBoardLinkMutation } from '../api/board-links';

export type BoardDoctorChoice = { _id: string; title: string; fullName: string };

/** The address a TV opens: this site's origin and the board's path. */
export const boardUrl = (link: Pick<BoardLink, 'path'>) => `${location.origin}${link.path}`;

/** /admin/boards: an admin creates, lists, copies and revokes waiting-room board links. */
export function BoardLinks({ doctors }: { doctors: readonly BoardDoctorChoice[] }) {
  const { t } = useLanguage();
  const links = useGetBoardLinksQuery();
  return (
    <section aria-labelledby="boards-title" className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6">
      <PageIntro id="boards-title" title={t('boardLinks.title')} intro={t('boardLinks.intro')} />
      <CreateBoardForm doctors={doctors} />
      <div>
        <h2 className="text-lg font-bold text-slate-900">{t('boardLinks.list')}</h2>
        <TextListStates query={links} words="boardLinks" className="mt-3">
          {(items) => (
            <ul className="mt-3 space-y-3">
              {items.map((link) => (
                <BoardLinkItem key={link._id} link={link} />
              ))}
            </ul>
          )}
        </TextListStates>
      </div>
    </section>
  );
}

function CreateBoardForm({ doctors }: { doctors: readonly BoardDoctorChoice[] }) {
  const { t } = useLanguage();
  const [label, setLabel] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<{ label?: string; doctors?: string }>({});
  const [createBoardLink, { isLoading }] = useCreateBoardLinkMutation();
  const doctorsId = useId();
  // The label's message is said by TextField; the doctors' list says its own, both the contract's in the language on screen.
  const doctorsError = useFieldError(error.doctors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = boardLinkInputSchema.safeParse({ label, doctorIds: chosen });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setError({
        label: issues.find((issue) => issue.path[0] === 'label')?.message,
        doctors: issues.find((issue) => issue.path[0] === 'doctorIds')?.message,
      });
      return;
    }
    setError({});
    const created = await withToasts(t('boardLinks.creating'), () => createBoardLink(parsed.data).unwrap());
    if (created) {
      setLabel('');
      setChosen([]);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('boardLinks.create')}</h2>
      <TextField
        label={t('boardLinks.label')}
        placeholder={t('boardLinks.labelPlaceholder')}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        error={error.label}
        maxLength={60}
      />
      <fieldset aria-describedby={doctorsError ? `${doctorsId}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('boardLinks.doctors')}</legend>
        <ul className="grid gap-1 sm:grid-cols-2">
          {doctors.map((doctor) => (
            <li key={doctor._id}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="size-5 shrink-0"
                  checked={chosen.includes(doctor._id)}
                  onChange={(event) =>
                    setChosen((ids) =>
                      event.target.checked ? [...ids, doctor._id] : ids.filter((id) => id !== doctor._id),
                    )
                  }
                />
                {doctor.title} {doctor.fullName}
              </label>
            </li>
          ))}
        </ul>
        {doctorsError && (
          <p id={`${doctorsId}-error`} className="mt-1 text-sm text-red-700">
            {doctorsError}
          </p>
        )}
      </fieldset>
      <Button type="submit" disabled={isLoading} className="sm:w-auto">
        {t('boardLinks.submit')}
      </Button>
    </form>
  );
}

const REVOKE_WORDS: TwoTapWords = {
  label: 'boardLinks.revoke',
  confirm: 'boardLinks.confirmRevoke',
  working: 'boardLinks.revoking',
};

function BoardLinkItem({ link }: { link: BoardLink }) {
  const { t, formats } = useLanguage();
  const [revokeBoardLink, { isLoading }] = useRevokeBoardLinkMutation();
  const url = boardUrl(link);
  const revoked = link.revokedAt !== null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('boardLinks.copied'));
    } catch {
      toast.error(t('boardLinks.copyFailed'));
    }
  };

  return (
    <li
      className={`space-y-2 rounded-2xl border p-4 ${revoked ? 'border-slate-200 bg-slate-50 text-slate-600' : 'border-slate-200 bg-white shadow-sm'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-slate-900">{link.label}</h3>
        <p className="text-sm">
          {revoked
            ? t('boardLinks.revoked', { when: formats.dateTime(link.revokedAt!) })
            : link.createdBy
              ? t('boardLinks.createdBy', { when: formats.dateTime(link.createdAt), name: link.createdBy.name })
              : t('boardLinks.created', { when: formats.dateTime(link.createdAt) })}
        </p>
      </div>
      <p className="text-sm">{link.doctors.map((doctor) => `${doctor.title} ${doctor.fullName}`).join(', ')}</p>
      {!revoked && (
        <>
          <input
            readOnly
            value={url}
            aria-label={t('boardLinks.linkOf', { label: link.label })}
            onFocus={(event) => event.target.select()}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy()} className="min-h-11">
              {t('boardLinks.copy')}
            </Button>
            <a
              href={link.path}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-700 hover:bg-slate-50"
            >
              {t('boardLinks.open')}
            </a>
            <TwoTapAction words={REVOKE_WORDS} busy={isLoading} run={() => revokeBoardLink(link._id).unwrap()} />
          </div>
        </>
      )}
    </li>
  );
}
