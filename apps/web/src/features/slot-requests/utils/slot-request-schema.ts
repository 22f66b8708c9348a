import { createSlotRequestSchema } from '@hospital/contract/slot-requests';

/**
 * The same schema with the station required: the server demands it of marketers (STATION_REQUIRED_MESSAGE), and
 * checking it here too keeps docs/product-spec.md §5's rule that a failing form sends nothing. `extend` keeps the key order, so
 * the station's message still comes right after the department's, as the form shows them.
 */
export const marketerSlotRequestSchema = createSlotRequestSchema.extend({
  station: createSlotRequestSchema.shape.station.unwrap(),
});
