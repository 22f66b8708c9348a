import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { Favourites } from '@hospital/contract/prescriptions';
import { baseApi, request } from '@/lib/api-client';

const favouritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /prescriptions/favourites: the doctor's saved medicine lines, each with its dose.
    getFavourites: build.query<Favourites, void>({
      query: () => '/prescriptions/favourites',
      transformResponse: (response: SuccessEnvelope<Favourites>) => response.data,
    }),
    // PUT /prescriptions/favourites: the whole list; the cache takes the answer at once.
    saveFavourites: build.mutation<Favourites, Favourites>({
      query: (favourites) => request('PUT', '/prescriptions/favourites', favourites),
      transformResponse: (response: SuccessEnvelope<Favourites>) => response.data,
      async onQueryStarted(_favourites, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(favouritesApi.util.upsertQueryData('getFavourites', undefined, data));
      },
    }),
  }),
});

export const { useGetFavouritesQuery, useSaveFavouritesMutation } = favouritesApi;
