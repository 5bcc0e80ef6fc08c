import { firebaseSettings } from '../settings';
import { databaseSettings } from './firebaseOptions';

const base = firebaseSettings;

it('uses the local realtime database server when no real project is configured', () => {
  const settings = databaseSettings({
    ...base,
    databaseURL: 'http://127.0.0.1:3011?ns=local-upvc',
    emulatorHost: '127.0.0.1:3011',
  });
  expect(settings.emulator).toEqual({ host: '127.0.0.1', port: 3011 });
  expect(settings.app.databaseURL).toBe('http://127.0.0.1:3011?ns=local-upvc');
});

it('follows FIREBASE_EMULATOR_HOST for the local server', () => {
  const settings = databaseSettings({
    ...base,
    databaseURL: 'http://localhost:4011?ns=x',
    emulatorHost: 'localhost:4011',
  });
  expect(settings.emulator).toEqual({ host: 'localhost', port: 4011 });
});

it('talks to the real project, with its web config, when its database URL is set', () => {
  const real = {
    ...base,
    apiKey: 'AIza-example',
    projectId: 'ecopanel-impact',
    databaseURL: 'https://ecopanel-impact-default-rtdb.asia-southeast1.firebasedatabase.app',
    appId: '1:123:web:abc',
  };
  const settings = databaseSettings(real);
  expect(settings.emulator).toBeNull();
  expect(settings.app).toEqual({
    apiKey: 'AIza-example',
    authDomain: base.authDomain,
    projectId: 'ecopanel-impact',
    databaseURL: 'https://ecopanel-impact-default-rtdb.asia-southeast1.firebasedatabase.app',
    appId: '1:123:web:abc',
  });
});

it("defaults to the local server (the site config's defaults)", () => {
  expect(databaseSettings().emulator).not.toBeNull();
});
