import { newVersionSchema, prescriptionEditorPath } from '@hospital/contract/prescriptions';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useLanguage } from '@/i18n/i18n';
import { useWriteNewVersionMutation } from '../api/prescriptions';

type NewVersionDialogProps = {
  prescriptionId: string;
  appointmentId: string;
  onClose: () => void;
  /** Where the new draft opens when the editor is already on screen; otherwise the page goes to the editor. */
  onCreated?: () => void;
};

/**
 * "Write new version": the doctor says what the new version corrects; the server copies the signed prescription into
 * a new draft that will replace it once signed, and the editor opens on it.
 */
export function NewVersionDialog({ prescriptionId, appointmentId, onClose, onCreated }: NewVersionDialogProps) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const [correction, setCorrection] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [writeNewVersion, { isLoading }] = useWriteNewVersionMutation();

  const submit = async () => {
    const parsed = newVersionSchema.safeParse({ correction });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await writeNewVersion({ id: prescriptionId, correction: parsed.data.correction }).unwrap();
      if (onCreated) onCreated();
      else void navigate(prescriptionEditorPath(appointmentId));
    } catch {
      // The API client has toasted why; the dialog stays open with what was typed.
    }
  };

  return (
    <Dialog title={t('rxEditor.newVersionTitle')} subtitle={t('rxEditor.newVersionIntro')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label={t('rxEditor.correction')}
          value={correction}
          placeholder={t('rxEditor.correctionPlaceholder')}
          onChange={(event) => {
            setCorrection(event.target.value);
            setError(undefined);
          }}
          error={error}
          length={correction.length}
          maxLength={300}
        />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} className="min-h-11">
            {t('rxEditor.cancel')}
          </Button>
          <Button type="submit" disabled={isLoading} className="min-h-11 sm:w-auto">
            {isLoading ? t('rxEditor.creating') : t('rxEditor.createVersion')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
