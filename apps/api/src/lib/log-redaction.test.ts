import { describe, expect, it } from 'vitest';
import { redactSegments, redactUrl } from './log-redaction.js';

/** Each path (a key) is logged as its value. */
function expectLoggedAs(cases: Record<string, string>) {
  for (const [path, logged] of Object.entries(cases)) expect(redactUrl(path), path).toBe(logged);
}

describe('redactUrl', () => {
  it('when a path holds an email (plain or encoded), a phone number or a query, then none of it reaches the log line', () => {
    expectLoggedAs({
      '/api/v1/patients/rina@t.test': '/api/v1/patients/[email]',
      '/api/v1/patients/rina%40t.test': '/api/v1/patients/[email]',
      '/api/v1/patients/contact/01798765432': '/api/v1/patients/contact/017********',
      '/api/v1/patients/contact/%30%31798765432': '/api/v1/patients/contact/017********',
      '/api/v1/auth/reset-password?email=rina@t.test&token=abc': '/api/v1/auth/reset-password?[redacted]',
    });
  });

  it('when a path holds nothing personal, then it is logged as it is', () => {
    expectLoggedAs({
      '/api/v1/doctors/consultants': '/api/v1/doctors/consultants',
      '/api/v1/doctors/consultants?limit=10': '/api/v1/doctors/consultants?[redacted]',
      '/api/v1/doctors/65f0a1b2c3d4e5f6a7b8c9d0': '/api/v1/doctors/65f0a1b2c3d4e5f6a7b8c9d0',
    });
  });

  it('when a contact is typed in Bengali digits, with +880 or with dashes, raw or encoded, then only its first three digits are logged', () => {
    const bengali = ['০১৭৯৮৭৬৫৪৩২', '০১৭৯৮-৭৬৫৪৩২'];
    const international = ['+8801798765432', '+880 1798-765432', '008801798765432', '(+880)1798765432'];
    const typed = [...bengali, ...international, '017-9876-5432'];
    for (const contact of typed) {
      expect(redactUrl(`/api/v1/patients/contact/${encodeURIComponent(contact)}`)).toBe(
        '/api/v1/patients/contact/017********',
      );
    }
    // The same typed straight into the path, as a client that does not encode would send it.
    for (const contact of ['০১৭৯৮৭৬৫৪৩২', '+8801798765432', '017-9876-5432', '(880)1798765432']) {
      expect(redactUrl(`/api/v1/patients/contact/${contact}`)).toBe('/api/v1/patients/contact/017********');
    }
  });

  it("when a board is opened by its link, then the link's token is logged as [token], its stream too, whatever the token holds", () => {
    expectLoggedAs({
      '/api/v1/board/AbCdEfGhIjKlMnOpQrStUvWxYz_-AbCdEfGhIj': '/api/v1/board/[token]',
      '/api/v1/board/AbCdEfGhIjKlMnOpQrStUvWxYz_-AbCdEfGhIj/stream': '/api/v1/board/[token]/stream',
      '/api/v1/board/65f0a1b2c3d4e5f6a7b8c9d0Zm9vYmFyYmF6cXV4/stream?x=1': '/api/v1/board/[token]/stream?[redacted]',
      '/api/v1/boards': '/api/v1/boards',
    });
  });

  it('when the quick way is taken (no encoding, email, contact characters or board), then it answers what the full pass would', () => {
    const paths = [
      '/api/v1/doctors/consultants',
      '/api/v1/doctors/65f0a1b2c3d4e5f6a7b8c9d0',
      '/api/v1/appointment/65f0a1b2c3d4e5f6a7b8c9d0/arrived',
      '/api/v1/appointment/1234567abc/reschedule',
      '/api/v1/queue/abc123456789def/call-next',
      '/api/v1/patients/family/x0017987654321y',
      '/api/v1/doctors/name.with-dots_and~tilde',
      '/assets/index-B1x2Y3z4.js',
      '/',
      '',
    ];
    for (const path of paths) expect(redactUrl(path), path).toBe(redactSegments(path));
  });
});
