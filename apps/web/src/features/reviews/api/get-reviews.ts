import type { Review } from '@hospital/contract/reviews';
import { baseApi, envelopeQuery } from '@/lib/api-client';

const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /reviews/: newest first (docs/architecture.md §15). The spec names no cache group for reviews, so none is tagged.
    getReviews: build.query<Review[], void>(envelopeQuery(() => '/reviews/')),
  }),
});

export const { useGetReviewsQuery } = reviewsApi;
