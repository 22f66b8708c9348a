import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { CreateReviewInput } from '@hospital/contract/reviews';
import { baseApi, jsonPost } from '@/lib/api-client';

const createReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createReview: build.mutation<SuccessEnvelope<unknown>, CreateReviewInput>({
      ...jsonPost('/reviews/create-review'),
      // The review shows on the doctor's profile, the doctor lists carry the average rating (docs/product-spec.md §9), and
      // the reviewed visit on the appointments page shows the stars instead of 'Write a Feedback'.
      invalidatesTags: (result, _error, { doctorId }) =>
        result ? [{ type: 'singleDoctorData', id: doctorId }, 'doctors', 'currentUserAppointments'] : [],
    }),
  }),
});

export const { useCreateReviewMutation } = createReviewApi;
