import { newVersionSchema, prescriptionEditorPath } from '@hospital/contract/prescriptions';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormButtonRow } from '@/components/ui/form-button-row';
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
        className="space-y-5"
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
        <FormButtonRow
          back={{ label: t('rxEditor.cancel'), onClick: onClose }}
          submit={{ label: isLoading ? t('rxEditor.creating') : t('rxEditor.createVersion'), busy: isLoading }}
          layout="halves"
        />
      </form>
    </Dialog>
  );
}
