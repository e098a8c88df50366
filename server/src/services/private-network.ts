import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a call from the server must not reach unless a venue's administrator allows it: the
 * machine itself, its private networks, link-local (cloud metadata at 169.254.169.254), carrier NAT,
 * and their IPv6 forms. A URL typed by staff could otherwise read the server's own network.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export const isPrivateAddress = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATE';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup for node:http that refuses private addresses: checked on the address the socket
 * connects to, so a name that resolves to a public address once and a private one later (DNS
 * rebinding) is refused too.
 */
export const publicOnlyLookup = (
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
): void => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused || list.length === 0)
      return callback(new PrivateAddressError('private network address refused'), []);
    if (options.all) return callback(null, list);
    const first = list[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
};
