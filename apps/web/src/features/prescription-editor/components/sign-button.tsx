import type { Prescription } from '@hospital/contract/prescriptions';
import { prescriptionPath } from '@hospital/contract/prescriptions';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useLanguage } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { useSignPrescriptionMutation } from '../api/prescriptions';
import { clearLocalCopy } from '../lib/local-copy';

type SignButtonProps = {
  prescription: Prescription;
  /** Saves what waits; true when the server has everything on screen. */
  flush: () => Promise<boolean>;
};

/**
 * "Sign and send", asked about first: a signed prescription cannot be changed. What is on screen is saved before the
 * signature, so the patient gets exactly what the doctor read; then the page opens the signed prescription.
 */
export function SignButton({ prescription, flush }: SignButtonProps) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sign] = useSignPrescriptionMutation();

  const confirm = async () => {
    setBusy(true);
    try {
      if (!(await flush())) {
        toast.error(t('rxEditor.signNotSaved'));
        setConfirming(false);
        return;
      }
      const signed = await sign(prescription._id).unwrap();
      clearLocalCopy(prescription._id);
      toast.success(signed.message);
      void navigate(prescriptionPath(prescription._id));
    } catch {
      // The API client has toasted the server's reason; the dialog stays so the doctor can read it and try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="min-h-12 rounded-lg bg-brand-700 px-5 py-3 text-base font-bold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('rxEditor.sign')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('rxEditor.signTitle')}
          confirmLabel={busy ? t('rxEditor.signing') : t('rxEditor.sign')}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        >
          {t('rxEditor.signBody')}
        </ConfirmDialog>
      )}
    </>
  );
}
