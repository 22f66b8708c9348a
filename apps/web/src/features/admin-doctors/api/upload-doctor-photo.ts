import type { ManagedDoctor } from '@hospital/contract/admin';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

export type UploadDoctorPhotoArgs = { doctorId: string; photo: Blob };

const uploadDoctorPhotoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /doctors/{id}/photo (admin), multipart with the field `photo`; answers the doctor with the new photo URL.
    uploadDoctorPhoto: build.mutation<SuccessEnvelope<ManagedDoctor>, UploadDoctorPhotoArgs>({
      query: ({ doctorId, photo }) => {
        const body = new FormData();
        // The browser sets the multipart boundary itself; a content-type set here would leave it out.
        body.append('photo', photo, photoFileName(photo.type));
        return { url: `/doctors/${encodeURIComponent(doctorId)}/photo`, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { doctorId }) => [
        'managedDoctors',
        'doctors',
        { type: 'singleDoctorData', id: doctorId },
      ],
    }),
  }),
});

export const { useUploadDoctorPhotoMutation } = uploadDoctorPhotoApi;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const photoFileName = (type: string) => `photo.${EXTENSIONS[type] ?? 'jpg'}`;
