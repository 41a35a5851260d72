import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-client throttle counts (contract: "Deployment"): an IPv4 address as it is (an
 * IPv4-mapped IPv6 one as its IPv4 form), an IPv6 address as its /64 network, because one host is
 * usually given a whole /64 and could otherwise take a fresh address for every attempt.
 */
export function throttleClient(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = (address.toLowerCase().split('%')[0] ?? '').split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
