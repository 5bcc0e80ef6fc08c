const IPV4_LOOPBACK = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Whether a URL's hostname is this machine: `localhost`, any 127.0.0.0/8 address, or IPv6 ::1
 * (bare, or bracketed as `URL.hostname` gives it). The Node tools' copy is dev-tools/hosts.cjs.
 */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || name === '::1' || name === '[::1]' || IPV4_LOOPBACK.test(name);
}
