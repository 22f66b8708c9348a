import type { DoctorInput, ManagedDoctor } from '@hospital/contract/admin';
import { useLanguage } from '@/i18n/i18n';
import { withToasts } from '@/lib/with-toasts';
import { useCreateDoctorMutation } from '../api/create-doctor';
import { useUpdateDoctorMutation } from '../api/update-doctor';
import { useUploadDoctorPhotoMutation } from '../api/upload-doctor-photo';

/**
 * Saves a doctor, then the new photo if one was chosen: the photo route needs the doctor's id, which a new doctor
 * only has once created. A failed photo upload leaves the saved doctor saved; the edit page can send the photo again.
 * Resolves to the saved doctor, or undefined when the doctor itself was not saved.
 */
export function useSaveDoctor(doctorId: string | undefined) {
  const [createDoctor, creation] = useCreateDoctorMutation();
  const [updateDoctor, update] = useUpdateDoctorMutation();
  const [uploadPhoto, upload] = useUploadDoctorPhotoMutation();
  const { t } = useLanguage();

  const save = async (
    doctor: DoctorInput,
    photo: Blob | null,
  ): Promise<{ saved: ManagedDoctor; photoSaved: boolean } | undefined> => {
    const answer = await withToasts(doctorId ? t('doctorForm.saving') : t('doctorForm.adding'), () =>
      doctorId ? updateDoctor({ doctorId, doctor }).unwrap() : createDoctor(doctor).unwrap(),
    );
    if (!answer) return undefined;
    if (!photo) return { saved: answer.data, photoSaved: true };
    const uploaded = await withToasts(t('doctorForm.uploading'), () =>
      uploadPhoto({ doctorId: answer.data._id, photo }).unwrap(),
    );
    return { saved: uploaded?.data ?? answer.data, photoSaved: uploaded !== undefined };
  };

  return { save, isSaving: creation.isLoading || update.isLoading || upload.isLoading };
}
