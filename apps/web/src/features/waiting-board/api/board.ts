import type { Board, BoardDoctor } from '@hospital/contract/queue';
import { baseApi, envelopeQuery } from '@/lib/api-client';

export const boardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /board/{token} (no login): serial numbers only. A revoked (410) or unknown (404) link is shown on the
    // board itself, so the API client does not toast it.
    getBoard: build.query<Board, string>({
      ...envelopeQuery((token: string) => `/board/${encodeURIComponent(token)}`),
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useGetBoardQuery } = boardApi;

/** One doctor's serials from the stream, written into the cached board. */
export function withDoctor(board: Board, doctor: BoardDoctor): void {
  const index = board.doctors.findIndex((item) => item._id === doctor._id);
  if (index === -1) board.doctors.push(doctor);
  else board.doctors[index] = doctor;
  board.date = doctor.date;
}
