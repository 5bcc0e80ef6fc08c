import { isLocalHost } from './isLocalHost';

it.each(['localhost', 'LOCALHOST', '127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '[::1]'])(
  '%s is local',
  (host) => {
    expect(isLocalHost(host)).toBe(true);
  },
);

it.each(['', 'example.lk', 'localhost.example.lk', '128.0.0.1', '10.0.0.1', '127.0.0.256', '1127.0.0.1', '[::2]'])(
  '%s is not local',
  (host) => {
    expect(isLocalHost(host)).toBe(false);
  },
);

it('reads hostnames as URL gives them', () => {
  expect(isLocalHost(new URL('http://[::1]:3011').hostname)).toBe(true);
  expect(isLocalHost(new URL('http://127.1:3011').hostname)).toBe(true);
  expect(isLocalHost(new URL('https://upvc-panels.firebaseio.com').hostname)).toBe(false);
});
