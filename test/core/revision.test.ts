import { describe, expect, it } from 'vitest';
import { parseElicitationRequest, urlWait } from '../../src/core';

describe('urlWait: one place decides how the wait after URL consent ends', () => {
  it('a 2025-11-25 request with an elicitationId waits for its completion notification', () => {
    expect(urlWait({ mode: 'url', message: 'Sign in', url: 'https://example.com/', elicitationId: 'e-1' })).toEqual({
      wait: 'completion',
      elicitationId: 'e-1',
    });
  });

  it('a request without one (2026-07-28 rounds, older servers) waits for the person to retry', () => {
    expect(urlWait({ mode: 'url', message: 'Sign in', url: 'https://example.com/' })).toEqual({
      wait: 'retry',
      elicitationId: null,
    });
  });

  it('reads parsed requests as raw params alike', () => {
    const parsed = parseElicitationRequest({
      mode: 'url',
      message: 'm',
      url: 'https://example.com/',
      elicitationId: 'x',
    });
    expect(parsed.ok && urlWait(parsed.request)).toEqual({ wait: 'completion', elicitationId: 'x' });
  });

  it('is null for anything that is not a URL request, and ignores an id that is not a string', () => {
    expect(urlWait({ message: 'Name?', requestedSchema: { type: 'object', properties: {} } })).toBeNull();
    expect(urlWait(null)).toBeNull();
    expect(urlWait('url')).toBeNull();
    expect(urlWait({ mode: 'url', url: 'https://example.com/', elicitationId: 7 })).toEqual({
      wait: 'retry',
      elicitationId: null,
    });
  });
});
