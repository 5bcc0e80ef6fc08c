/** @jest-environment node */
// The local realtime database server itself (mfe-impact/server/localDatabase.cjs): what it adds to
// firebase-server for `npm start` and the tests.
import { createServer } from 'node:net';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, ref } from 'firebase/database';
import { settingsFor, startLocalDatabase, startTestDatabase, uniqueAppName } from '../test/localDatabase';

jest.setTimeout(15_000);

const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

it('seeds impactTracker with the default count and a lastUpdate', async () => {
  const server = await startTestDatabase();
  try {
    expect(await server.getValue('impactTracker')).toEqual({ count: 345.2067, lastUpdate: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
  } finally {
    await server.stop();
  }
});

it('rejects with code EADDRINUSE when its port is taken', async () => {
  const taken = createServer();
  await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
  const port = (taken.address() as { port: number }).port;
  try {
    await expect(startLocalDatabase({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  } finally {
    taken.close();
  }
});

it('answers a plain HTTP request, and stops (twice) without complaint', async () => {
  const server = await startTestDatabase();
  const response = await fetch(`http://127.0.0.1:${server.port}/`);
  expect(response.status).toBe(200);
  await response.text();
  await server.stop();
  await server.stop();
});

it('drops a client\'s listeners when it unsubscribes or goes away', async () => {
  const server = await startTestDatabase();
  const settings = settingsFor(server);
  const app = initializeApp(settings.app, uniqueAppName());
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port);
  try {
    const stop = onValue(ref(db, 'impactTracker/count'), () => {});
    await eventually(() => server.listenerCount() === 1);
    stop();
    await eventually(() => server.listenerCount() === 0);

    onValue(ref(db, 'impactTracker/count'), () => {});
    await eventually(() => server.listenerCount() === 1);
  } finally {
    await deleteApp(app);
  }
  await eventually(() => server.listenerCount() === 0);
  await server.stop();
});
