/**
 * What the rest of the API needs from payments. Booking asks for a payment page; cancelling an appointment
 * paid online asks for a refund. The implementation (PaymentService) owns gateways, tran_ids and the
 * payments table.
 */
export interface Payments {
  /**
   * Opens a gateway session for an unpaid or failed online appointment and returns the page to send the
   * browser to. Throws an AppError 502 with a sentence for the user when the gateway cannot be reached;
   * the appointment is left as it was.
   */
  startPayment(appointmentId: string): Promise<string>;
  /** Starts a refund of an appointment paid online (refund policy, docs/product-spec.md §9) and records its state. */
  refundAppointment(appointmentId: string): Promise<void>;
  /**
   * Refunds the online payment that paid a pharmacy order (after the pharmacy refused it or took it back) and records
   * the refund on the order: `refund_status`, and `payment_status` 'refunded' once the gateway has refunded it.
   * 409 when no online payment paid the order.
   */
  refundOrder(orderId: string): Promise<void>;
}

/** The pino-style logger the payment code writes to: Fastify's, or a console stand-in in the CLI. */
export type PaymentLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};
