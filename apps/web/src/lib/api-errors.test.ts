import { describe, expect, it } from 'vitest';
import { errorMessages, NOT_FOUND_FALLBACK, TRANSPORT_MESSAGES } from './api-errors';

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
