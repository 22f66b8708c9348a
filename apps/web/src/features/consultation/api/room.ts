import type { ConsentBody, IceServers, ModeBody, Room, SignalBody } from '@hospital/contract/consultations';
import { baseApi, envelopeQuery, request } from '@/lib/api-client';
import type { SuccessEnvelope } from '@hospital/contract/envelope';

const roomUrl = (appointmentId: string, action = '') =>
  `/consultations/${encodeURIComponent(appointmentId)}${action ? `/${action}` : ''}`;

type Action = 'join' | 'start' | 'end';

/** Every action answers the room as it stands after it; the cached room takes it at once. */
const roomAnswer = (response: SuccessEnvelope<Room>) => response.data;

export const roomApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /consultations/{id}: the room from the caller's side. A 404 means "no room for you here"; the page says so
    // itself, so no toast.
    getRoom: build.query<Room, string>({
      ...envelopeQuery((appointmentId: string) => roomUrl(appointmentId)),
      extraOptions: { toastErrors: false },
    }),
    // POST /consultations/{id}/consent: the patient accepts the telemedicine consent of CONSENT_VERSION.
    acceptConsent: build.mutation<Room, { appointmentId: string } & ConsentBody>({
      query: ({ appointmentId, version }) => request('POST', roomUrl(appointmentId, 'consent'), { version }),
      transformResponse: roomAnswer,
      onQueryStarted: (arg, api) => storeRoom(arg.appointmentId, api),
    }),
    // POST /consultations/{id}/join | start | end.
    roomAction: build.mutation<Room, { appointmentId: string; action: Action }>({
      query: ({ appointmentId, action }) => request('POST', roomUrl(appointmentId, action)),
      transformResponse: roomAnswer,
      onQueryStarted: (arg, api) => storeRoom(arg.appointmentId, api),
      // The doctor's day list and the patient's cards show the room's state.
      invalidatesTags: (_result, error) =>
        error ? [] : ['appointments', 'currentDoctorAppointments', 'currentUserAppointments'],
    }),
    // POST /consultations/{id}/mode: the doctor steps down to voice or chat (or back up); the patient may turn video off.
    setRoomMode: build.mutation<Room, { appointmentId: string } & ModeBody>({
      query: ({ appointmentId, mode }) => request('POST', roomUrl(appointmentId, 'mode'), { mode }),
      transformResponse: roomAnswer,
      onQueryStarted: (arg, api) => storeRoom(arg.appointmentId, api),
    }),
    // GET /consultations/{id}/ice-servers: STUN and TURN with short-lived credentials, only while the room is live.
    getIceServers: build.query<IceServers, string>({
      ...envelopeQuery((appointmentId: string) => roomUrl(appointmentId, 'ice-servers')),
      keepUnusedDataFor: 0,
      extraOptions: { toastErrors: false },
    }),
    // POST /consultations/{id}/signals: one offer, answer, candidate or hello. The call retries nothing itself: a lost
    // candidate is replaced by the next, a lost description by the next negotiation.
    sendSignal: build.mutation<unknown, { appointmentId: string; signal: SignalBody }>({
      query: ({ appointmentId, signal }) => request('POST', roomUrl(appointmentId, 'signals'), signal),
      extraOptions: { toastErrors: false },
    }),
  }),
});

type StoreApi = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Room }>;
};

/** A room an action answered replaces the cached one, so the page moves on without waiting for the stream. */
async function storeRoom(appointmentId: string, { dispatch, queryFulfilled }: StoreApi): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    if (data && typeof data === 'object' && 'state' in data) {
      dispatch(roomApi.util.upsertQueryData('getRoom', appointmentId, data));
    } else {
      dispatch(roomApi.endpoints.getRoom.initiate(appointmentId, { subscribe: false, forceRefetch: true }));
    }
  } catch {
    // Refused: the toast says why; the cached room stays.
  }
}

export const {
  useGetRoomQuery,
  useAcceptConsentMutation,
  useRoomActionMutation,
  useSetRoomModeMutation,
  useSendSignalMutation,
} = roomApi;

/** One step of this appointment's room (join, start or end): `run` takes it, `isLoading` while it is on its way. */
export function useRoomAction(appointmentId: string, action: Action) {
  const [act, { isLoading }] = useRoomActionMutation();
  return { run: () => void act({ appointmentId, action }), isLoading };
}
