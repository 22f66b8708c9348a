import type { SuccessEnvelope } from '@hospital/contract/envelope';
import type { BoardLink, BoardLinkInput } from '@hospital/contract/queue';
import { baseApi, envelopeQuery, jsonPost } from '@/lib/api-client';

const boardLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /boards, POST /boards, DELETE /boards/{id} (admins): the waiting-room board links.
    getBoardLinks: build.query<BoardLink[], void>(envelopeQuery(() => '/boards', ['boardLinks'])),
    createBoardLink: build.mutation<SuccessEnvelope<BoardLink>, BoardLinkInput>(
      jsonPost<BoardLinkInput>('/boards', ['boardLinks']),
    ),
    revokeBoardLink: build.mutation<SuccessEnvelope<BoardLink>, string>({
      query: (boardId) => ({ url: `/boards/${encodeURIComponent(boardId)}`, method: 'DELETE' }),
      invalidatesTags: ['boardLinks'],
    }),
  }),
});

export const { useGetBoardLinksQuery, useCreateBoardLinkMutation, useRevokeBoardLinkMutation } = boardLinksApi;
