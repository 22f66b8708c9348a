import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { prescriptionPath, type Prescription } from '@hospital/contract/prescriptions';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { useLanguage } from '@/i18n/i18n';
import { useOpenDraftMutation } from '../api/prescriptions';
import { NewVersionDialog } from './new-version-dialog';
import { PrescriptionForm } from './prescription-form';

/**
 * /doctor/prescription/{appointmentId}: the visit's prescription on a page of its own, so nothing typed is lost to a
 * closed dialog. The server opens (or creates) the visit's draft; a visit whose prescription is already signed shows
 * the way to it and to a new version instead.
 */
export function PrescriptionEditorPage({ appointmentId }: { appointmentId: string }) {
  const { t } = useLanguage();
  const [openDraft, { data, error, isError }] = useOpenDraftMutation();
  const [signed, setSigned] = useState<Prescription | null>(null);
  const load = useCallback(() => void openDraft(appointmentId), [appointmentId, openDraft]);
  useEffect(load, [load]);

  const status = (error as FetchBaseQueryError | undefined)?.status;
  // A visit that cannot have a prescription yet (cancelled, another day): the server's sentence says why.
  const refusal =
    status === 409 ? ((error as FetchBaseQueryError).data as { message?: string } | undefined)?.message : undefined;
  if (isError && (status === 404 || status === 400)) return <NotFoundPanel />;
  if (isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl space-y-3 px-4 py-10 text-center">
        <p className="text-slate-800">
          {status === 'FETCH_ERROR' ? t('rxEditor.offlineOpen') : (refusal ?? t('rxEditor.loadFailed'))}
        </p>
        <Button onClick={load} className="min-h-11 sm:w-auto sm:px-5">
          {t('rxEditor.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <p role="status" className="px-4 py-10 text-center text-slate-700">
        {t('rxEditor.loading')}
      </p>
    );
  }
  const final = signed ?? (data.status === 'draft' ? null : data);
  return (
    <>
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-2 px-3 pt-3 sm:px-6">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('rxEditor.title')}</h1>
        <Link to="/doctor" className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline">
          {t('rxEditor.back')}
        </Link>
      </div>
      {final ? (
        <SignedNotice
          prescription={final}
          onNewVersion={() => {
            setSigned(null);
            load();
          }}
        />
      ) : (
        <PrescriptionForm key={data._id} prescription={data} onSigned={setSigned} />
      )}
    </>
  );
}

/** The visit's prescription is signed: it opens read-only, and a correction is a new version. */
function SignedNotice({ prescription, onNewVersion }: { prescription: Prescription; onNewVersion: () => void }) {
  const { t } = useLanguage();
  const [correcting, setCorrecting] = useState(false);
  return (
    <div
      role="alert"
      className="mx-auto mt-4 max-w-4xl space-y-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 sm:mx-6 lg:mx-auto"
    >
      <p className="font-semibold">{t('rxEditor.signedElsewhere')}</p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={prescriptionPath(prescription._id)}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t('rxEditor.openSigned')}
        </Link>
        {prescription.status === 'signed' && (
          <Button variant="secondary" onClick={() => setCorrecting(true)} className="min-h-11">
            {t('rxEditor.newVersion')}
          </Button>
        )}
      </div>
      {correcting && (
        <NewVersionDialog
          prescriptionId={prescription._id}
          appointmentId={prescription.appointmentId}
          onClose={() => setCorrecting(false)}
          onCreated={onNewVersion}
        />
      )}
    </div>
  );
}
