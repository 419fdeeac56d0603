import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const request = (xff?: string) => new Request('http://localhost/api/x', { headers: xff ? { 'x-forwarded-for': xff } : {} });

describe('clientIp', () => {
  it('is the nearest hop that is not one of our proxies', () => {
    expect(clientIp(request('198.51.100.7'), [])).toBe('198.51.100.7');
    expect(clientIp(request('203.0.113.9, 198.51.100.7'), [])).toBe('198.51.100.7');
    expect(clientIp(request('203.0.113.9, 198.51.100.7, 10.0.0.2'), ['10.0.0.2'])).toBe('198.51.100.7');
  });

  it('falls back when every hop is ours or there is none', () => {
    expect(clientIp(request('10.0.0.2'), ['10.0.0.2'])).toBe('10.0.0.2');
    expect(clientIp(request(), [])).toBe('unknown');
  });
});
