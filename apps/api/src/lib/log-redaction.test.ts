import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('when a path holds an email (plain or encoded), a phone number or a query, then none of it reaches the log line', () => {
    expect(redactUrl('/api/v1/patients/rina@t.test')).toBe('/api/v1/patients/[email]');
    expect(redactUrl('/api/v1/patients/rina%40t.test')).toBe('/api/v1/patients/[email]');
    expect(redactUrl('/api/v1/patients/contact/01798765432')).toBe('/api/v1/patients/contact/017********');
    expect(redactUrl('/api/v1/patients/contact/%30%31798765432')).toBe('/api/v1/patients/contact/017********');
    expect(redactUrl('/api/v1/auth/reset-password?email=rina@t.test&token=abc')).toBe('/api/v1/auth/reset-password?[redacted]');
  });

  it('when a path holds nothing personal, then it is logged as it is', () => {
    expect(redactUrl('/api/v1/doctors/consultants')).toBe('/api/v1/doctors/consultants');
    expect(redactUrl('/api/v1/doctors/consultants?limit=10')).toBe('/api/v1/doctors/consultants?[redacted]');
  });
});
