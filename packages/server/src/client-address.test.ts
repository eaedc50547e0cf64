import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const from = (ip: string) => ({ ip, req: { socket: {} } }) as unknown as Context;

describe('clientAddress', () => {
  it('is the IPv4 address, unwrapped from its IPv6 form', () => {
    expect(clientAddress(from('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(from('::ffff:203.0.113.7'))).toBe('203.0.113.7');
  });

  it('counts IPv6 per /64, however the address is written', () => {
    expect(clientAddress(from('2001:db8:0:1:aaaa::1'))).toBe('2001:db8:0:1::/64');
    expect(clientAddress(from('2001:0db8:0000:0001:ffff:ffff:ffff:ffff'))).toBe(
      '2001:db8:0:1::/64',
    );
    expect(clientAddress(from('::1'))).toBe('0:0:0:0::/64');
  });
});
