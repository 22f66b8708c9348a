import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Review } from '@hospital/contract/reviews';
import { baseApi } from '@/lib/api-client';

const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /reviews/: newest first (docs/architecture.md §15). The spec names no cache group for reviews, so none is tagged.
    getReviews: build.query<Review[], void>({
      query: () => '/reviews/',
      transformResponse: (response: SuccessEnvelope<Review[]>) => response.data,
    }),
  }),
});

export const { useGetReviewsQuery } = reviewsApi;
