import { describe, expect, it } from 'vitest';
import { errorMessages, errorToastMs, NOT_FOUND_FALLBACK, TRANSPORT_MESSAGES } from './api-errors';

describe('errorMessages', () => {
  it('when a call times out, then the timeout sentence is used', () => {
    expect(errorMessages({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual([TRANSPORT_MESSAGES.TIMEOUT_ERROR]);
  });

  it("when a 404 answers with an HTML page, then it still reads 'Thank You...'", () => {
    expect(errorMessages({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'SyntaxError' })).toEqual([
      NOT_FOUND_FALLBACK,
    ]);
  });

  it('when errorSources hold blank messages, then the envelope message is used instead', () => {
    expect(errorMessages({ status: 400, data: { message: 'Bad request', errorSources: [{ path: 'x', message: ' ' }] } })).toEqual([
      'Bad request',
    ]);
  });

  it('when a 500 carries nothing readable, then a generic sentence is used', () => {
    expect(errorMessages({ status: 500, data: null })).toEqual(['Something went wrong. Please try again.']);
  });
});

describe('errorToastMs (docs/decisions/0016)', () => {
  it('when the message is short, then the error stays 6 seconds, three times the spec 2', () => {
    expect(errorToastMs('Invalid email')).toBe(6000);
    expect(errorToastMs('x'.repeat(100))).toBe(6000);
  });

  it('when the message is long, then it stays longer, but never past 12 seconds', () => {
    expect(errorToastMs('x'.repeat(140))).toBe(8000);
    expect(errorToastMs('x'.repeat(1000))).toBe(12000);
  });
});
