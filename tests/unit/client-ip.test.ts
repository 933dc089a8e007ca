/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { clientIp } from '@/lib/server/http/client-ip';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe("the caller's address for the rate limits", () => {
  it('is the connection address, whatever X-Forwarded-For a caller sends', () => {
    expect(clientIp(request('192.0.2.1', '10.9.9.9'), {})).toBe('192.0.2.1');
  });

  it("behind a trusted proxy is the hop the proxy appended, not the caller's own claim", () => {
    expect(clientIp(request('10.0.0.2', '6.6.6.6, 198.51.100.4'), { TRUST_PROXY: 'true' })).toBe('198.51.100.4');
    expect(clientIp(request('10.0.0.2'), { TRUST_PROXY: 'true' })).toBe('10.0.0.2');
  });
});
