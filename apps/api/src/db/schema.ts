export * from './schema/users.js';
export * from './schema/doctors.js';
export * from './schema/appointments.js';
export * from './schema/reviews.js';
export * from './schema/requests.js';
export * from './schema/payments-sandbox.js';
export * from './schema/outbox.js';
export * from './schema/consultations.js';
