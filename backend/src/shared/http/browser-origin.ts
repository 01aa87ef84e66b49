import { BlockList, isIP } from 'node:net';
import type { Request } from 'express';
import type { AppConfig } from '../../config/config.js';

/** This computer's and private networks' addresses (IPv4-mapped IPv6 forms match their IPv4 rule). */
const localAddresses = new BlockList();
localAddresses.addSubnet('127.0.0.0', 8, 'ipv4'); // loopback
localAddresses.addAddress('0.0.0.0', 'ipv4'); // "this host": what HOST=0.0.0.0 invites people to open
localAddresses.addSubnet('10.0.0.0', 8, 'ipv4');
localAddresses.addSubnet('172.16.0.0', 12, 'ipv4');
localAddresses.addSubnet('192.168.0.0', 16, 'ipv4');
localAddresses.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local
localAddresses.addAddress('::1', 'ipv6');
localAddresses.addAddress('::', 'ipv6');
localAddresses.addSubnet('fc00::', 7, 'ipv6'); // unique local
localAddresses.addSubnet('fe80::', 10, 'ipv6'); // link-local

/**
 * A Host header as RFC 9110 allows it, narrowed to what a browser sends: a name of letters, digits,
 * dots and hyphens, or an IPv4 or [IPv6] literal, then an optional port. No userinfo, path, percent
 * or backslash can get through to the URL parser below.
 */
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/**
 * Names and addresses that can only mean this computer or its local network: localhost and
 * *.localhost (RFC 6761), *.local (multicast DNS, RFC 6762), loopback, private, link-local and
 * unique-local addresses. Public addresses and every other name are not.
 */
export function isLocalHostname(hostname: string): boolean {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const family = isIP(bare);
  if (family) return localAddresses.check(bare, family === 4 ? 'ipv4' : 'ipv6');
  const name = bare.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || (name.endsWith('.local') && name !== '.local');
}

/**
 * The origin a request addressed (`http` + its Host header) when that is this computer or a private
 * network, normalised as a browser writes it (`127.1` is `127.0.0.1`, `LOCALHOST` is `localhost`,
 * port 80 of http is left out); null for anything else, so a forged Host can never name a foreign site.
 */
export function localOrigin(protocol: string, host: string | undefined): string | null {
  if ((protocol !== 'http' && protocol !== 'https') || !host || !HOST_HEADER.test(host)) return null;
  let url: URL;
  try {
    url = new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
  return isLocalHostname(url.hostname) ? url.origin : null;
}

/**
 * Where a link the person follows in this browser should point, with no trailing slash: PUBLIC_URL,
 * except outside production with PUBLIC_URL unset, where it is the origin they used when that is
 * this computer or their network (a phone on the Wi-Fi, http://127.0.0.1:3000): sent to
 * http://localhost:3000 instead, they would arrive signed out, or, on the phone, nowhere. The
 * Host header counts only then; behind a proxy, X-Forwarded-Host/-Proto only as TRUST_PROXY allows.
 */
export function browserBaseUrl(req: Request, config: AppConfig): string {
  const configured = config.PUBLIC_URL.replace(/\/+$/, '');
  if (!config.FOLLOW_LOCAL_ORIGIN) return configured;
  return localOrigin(req.protocol, req.host) ?? configured;
}
