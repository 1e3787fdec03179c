/**
 * Which addresses a calendar may be fetched from (DESIGN.md §9): an admin types any address, and the server
 * must not become the admin's way into its own network (a database port, a cloud's metadata service, a
 * router's panel). Only public unicast addresses pass: never loopback, private, link-local, carrier-grade
 * NAT, unique-local, unspecified, multicast, reserved or documentation ranges. An IPv4-mapped IPv6 address
 * is judged as the IPv4 address it carries; other IPv6 forms that carry an IPv4 address (6to4, Teredo,
 * NAT64) are refused rather than unwrapped.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Ranges ipaddr.js counts as unicast that are no public host's either: benchmarking networks (RFC 2544), IPv6's old site-local range and its discard prefix. */
const NOT_PUBLIC_V4 = ['198.18.0.0/15'].map((range) => ipaddr.IPv4.parseCIDR(range));
const NOT_PUBLIC_V6 = ['fec0::/10', '100::/64'].map((range) => ipaddr.IPv6.parseCIDR(range));

/** True when `text` is an IP address of a public host on the internet. */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address instanceof ipaddr.IPv6) {
    if (address.isIPv4MappedAddress()) return isPublicAddress(address.toIPv4Address().toString());
    return address.range() === 'unicast' && !NOT_PUBLIC_V6.some((range) => address.match(range));
  }
  const v4 = address as ipaddr.IPv4;
  return v4.range() === 'unicast' && !NOT_PUBLIC_V4.some((range) => v4.match(range));
}

/** What the connection's lookup refuses: the host name resolved to an address of the server's own network. */
export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to an address that is not public`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * node:http's `lookup` that resolves as usual and refuses a name with any address that is not public. The
 * address checked is the one connected to, so a name that resolves elsewhere a moment later (DNS
 * rebinding) gains nothing.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const first = addresses[0];
    if (!first || addresses.some((entry) => !isPublicAddress(entry.address))) return callback(new PrivateAddressError(hostname), '');
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};
