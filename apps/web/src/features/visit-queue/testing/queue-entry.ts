import type { RoomSummary } from '@hospital/contract/consultations';
import type { QueueEntry } from '@hospital/contract/queue';

/** A patient in the queue with serial `serialNo`: not arrived, not called, not skipped; `consultation` when remote. */
export const queueEntry = (serialNo: number, name: string, consultation?: RoomSummary | null): QueueEntry => ({
  _id: `a${String(serialNo).padStart(23, '0')}`,
  serialNo,
  patient: { name },
  arrivedAt: null,
  calledAt: null,
  skipped: false,
  ...(consultation === undefined ? {} : { consultation }),
});
