/** DESIGN.md §2: configuration checked once; a bad value stops start-up naming the variable. */
import { describe, expect, it } from 'vitest';
import { readEnv, trustProxySetting } from './env';

const SECRET = 's'.repeat(32);

describe('readEnv', () => {
  it('has the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      CORS_ORIGINS: [],
      PUBLIC_URL: 'http://localhost:3000',
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      CALENDAR_SYNC_MINUTES: 30,
      CALENDAR_FETCH_ALLOW_HOSTS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it('reads every variable; empty strings count as unset', () => {
    const env = readEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/desa',
      DATA_DIR: '/var/lib/desa',
      ADMIN_EMAIL: 'admin@desa.id',
      ADMIN_PASSWORD: 'rahasia-sekali',
      SESSION_SECRET: SECRET,
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'https://lama.desa.id/, http://localhost:5173 ,',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://tegalsambi.desa.id/',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      CALENDAR_SYNC_MINUTES: '15',
      CALENDAR_FETCH_ALLOW_HOSTS: 'Kalender.LAN, 192.168.1.20,[::1],',
      UNRELATED: 'ignored',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      DATABASE_URL: 'postgresql://u:p@db:5432/desa',
      DATA_DIR: '/var/lib/desa',
      SEED_DEMO: false,
      CORS_ORIGINS: ['https://lama.desa.id', 'http://localhost:5173'],
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://tegalsambi.desa.id',
      CALENDAR_SYNC_MINUTES: 15,
      CALENDAR_FETCH_ALLOW_HOSTS: ['kalender.lan', '192.168.1.20', '::1'],
    });
    const blank = readEnv({ PORT: '', DATABASE_URL: '' });
    expect(blank.PORT).toBe(3000);
    expect(blank.DATABASE_URL).toBeUndefined();
    expect(readEnv({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
  });

  it.each(['true', '1', 'yes'])('SEED_DEMO=%s is true', (value) => {
    expect(readEnv({ SEED_DEMO: value }).SEED_DEMO).toBe(true);
  });

  it.each([
    ['NODE_ENV', 'staging'],
    ['PORT', 'http'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://localhost/desa'],
    ['ADMIN_EMAIL', 'bukan-email'],
    ['SESSION_SECRET', 'pendek'],
    ['SEED_DEMO', 'mungkin'],
    ['CORS_ORIGINS', 'bukan url'],
    ['PUBLIC_URL', 'tegalsambi'],
    ['MAP_TILE_URL', 'http://tile.example.org/{z}/{x}/{y}.png'],
    ['CALENDAR_SYNC_MINUTES', '0'],
    ['CALENDAR_SYNC_MINUTES', '2.5'],
    ['CALENDAR_FETCH_ALLOW_HOSTS', 'http://kalender.lan/'],
  ])('a bad %s (%s) is refused, naming the variable', (name, value) => {
    const extra = name === 'ADMIN_EMAIL' ? { ADMIN_PASSWORD: 'rahasia-sekali' } : {};
    expect(() => readEnv({ [name]: value, ...extra })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*\\b${name}[.:]`));
  });

  it('names every bad variable at once', () => {
    expect(() => readEnv({ PORT: 'x', SEED_DEMO: 'x' })).toThrow(/PORT:[\s\S]*SEED_DEMO:|SEED_DEMO:[\s\S]*PORT:/);
  });

  it('ADMIN_PASSWORD must be 8+ characters and comes with ADMIN_EMAIL, and the other way round', () => {
    expect(() => readEnv({ ADMIN_EMAIL: 'admin@desa.id', ADMIN_PASSWORD: 'pendek' })).toThrow(/ADMIN_PASSWORD:/);
    expect(() => readEnv({ ADMIN_PASSWORD: 'rahasia-sekali' })).toThrow(/ADMIN_EMAIL: required/);
    expect(() => readEnv({ ADMIN_EMAIL: 'admin@desa.id' })).toThrow(/ADMIN_PASSWORD: required/);
  });

  it('production needs SESSION_SECRET of 32+ characters', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required/);
    expect(() => readEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(31) })).toThrow(/SESSION_SECRET:/);
    expect(readEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).SESSION_SECRET).toBe(SECRET);
    expect(readEnv({ NODE_ENV: 'test' }).SESSION_SECRET).toBeUndefined();
  });
});

describe('trustProxySetting', () => {
  it('maps TRUST_PROXY to Express trust proxy values', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
