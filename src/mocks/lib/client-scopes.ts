/**
 * What a per-client limit counts (contract: "Deployment", "Abuse controls"). The HTTP server names
 * the client (server/throttle-client.ts): an IPv4 address, or an IPv6 client's /64 network. An IPv6
 * client is counted twice: as its /64, with the client's limits, and as its /48 (the block one site
 * is usually given, from which a host can take 65,536 /64 networks), with IPV6_SITE_LIMIT_FACTOR
 * times them; a request is refused when either is past its limit.
 */
import { IPV6_SITE_LIMIT_FACTOR } from './constants';

export interface ClientScope {
  /** The counted network: the client itself, or its IPv6 /48. */
  key: string;
  /** Its limits as a multiple of one client's. */
  factor: number;
}

export function clientScopes(client: string): ClientScope[] {
  const network = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/.exec(client)?.[1];
  return network
    ? [
        { key: client, factor: 1 },
        { key: `${network}::/48`, factor: IPV6_SITE_LIMIT_FACTOR },
      ]
    : [{ key: client, factor: 1 }];
}
