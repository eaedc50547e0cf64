import { isIPv6 } from 'node:net';
import type { Context } from 'koa';

/**
 * The address a request came from, as rate limits count it: the socket's
 * peer, or with TRUST_PROXY=1 the client the proxy names (`app.proxy` and
 * `maxIpsCount = 1` make Koa take the last `X-Forwarded-For` entry, the one
 * the proxy appended, so a client cannot choose it). IPv4-mapped addresses
 * are unwrapped; IPv6 is counted per /64, the block one subscriber gets.
 */
export function clientAddress(ctx: Context): string {
  const address = (ctx.ip || ctx.req.socket.remoteAddress || 'unknown').replace(/^::ffff:/i, '');
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}
