// "Is this host this machine?" for the Node scripts and stand-ins (CommonJS, so both the .mjs
// scripts and the stand-ins' .cjs servers load it). The browser's copy is shared-ui's isLocalHost;
// both answer the same cases (dev-tools/hosts.test.mjs, shared-ui/src/lib/isLocalHost.test.ts).
'use strict';

const IPV4_LOOPBACK = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** `localhost`, any 127.0.0.0/8 address, or IPv6 ::1 (bare, or bracketed as URL.hostname gives it). */
function isLocalHost(hostname) {
  if (typeof hostname !== 'string') return false;
  const name = hostname.toLowerCase();
  return name === 'localhost' || name === '::1' || name === '[::1]' || IPV4_LOOPBACK.test(name);
}

module.exports = { isLocalHost };
