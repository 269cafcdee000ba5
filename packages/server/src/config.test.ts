import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_HOUSE_ADS, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives every setting its default when the environment is empty', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve(process.cwd(), 'data'),
      databaseUrl: null,
      logLevel: 'info',
      appUrl: 'http://localhost:3000',
      publicSiteUrl: null,
      seedOnEmpty: true,
      trustProxy: false,
      mail: { smtpUrl: null, from: 'Backline <no-reply@backline.test>' },
      storage: { driver: 'local', localDir: path.resolve(process.cwd(), 'data/uploads') },
      houseAds: DEFAULT_HOUSE_ADS,
    });
    expect(config.webDistDir).toMatch(/packages\/web\/dist$/);
    expect(config.migrationsDir).toMatch(/packages\/server\/src\/db\/migrations$/);
  });

  it('signs realtime tickets with REALTIME_SECRET, a fixed development one, or a random one in production', () => {
    const secret = 'r'.repeat(32);
    expect(loadConfig({ REALTIME_SECRET: secret }).realtime).toEqual({
      secret,
      ephemeralSecret: false,
    });
    expect(loadConfig({}).realtime.ephemeralSecret).toBe(false);
    expect(loadConfig({}).realtime.secret).toBe(loadConfig({ NODE_ENV: 'test' }).realtime.secret);
    const production = loadConfig({ NODE_ENV: 'production' }).realtime;
    expect(production.ephemeralSecret).toBe(true);
    expect(production.secret).not.toBe(loadConfig({}).realtime.secret);
    expect(production.secret).not.toBe(loadConfig({ NODE_ENV: 'production' }).realtime.secret);
    expect(() => loadConfig({ REALTIME_SECRET: 'short' })).toThrow(/REALTIME_SECRET/);
  });

  it('reads the OpenID Connect providers and refuses a malformed list', () => {
    expect(loadConfig({}).oidc).toEqual({ providers: [] });
    const provider = {
      id: 'local',
      name: 'Local ID',
      issuer: 'http://127.0.0.1:4455',
      clientId: 'backline',
      clientSecret: 'secret',
    };
    expect(loadConfig({ OIDC_PROVIDERS: JSON.stringify([provider]) }).oidc.providers).toEqual([
      provider,
    ]);
    expect(() => loadConfig({ OIDC_PROVIDERS: '[{"id":"local"}]' })).toThrow(/OIDC_PROVIDERS/);
    expect(() =>
      loadConfig({ OIDC_PROVIDERS: JSON.stringify([provider, { ...provider, name: 'Twice' }]) }),
    ).toThrow(/duplicate id/);
    expect(() => loadConfig({ OIDC_PROVIDERS: 'not json' })).toThrow(ConfigError);
  });

  it('has three house ads by default', () => {
    expect(DEFAULT_HOUSE_ADS).toHaveLength(3);
  });

  it('derives the app URL from the port and drops trailing slashes from URLs', () => {
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_SITE_URL: 'https://backline.example/' }).publicSiteUrl).toBe(
      'https://backline.example',
    );
  });

  it('reads booleans, paths and house ads from strings', () => {
    const config = loadConfig({
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: 'false',
      DATA_DIR: 'var/backline',
      HOUSE_ADS: JSON.stringify([{ id: 'a', title: 'T', text: 'X', href: '/gigs' }]),
    });
    expect(config.seedOnEmpty).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'var/backline'));
    expect(config.houseAds).toEqual([{ id: 'a', title: 'T', text: 'X', href: '/gigs' }]);
  });

  it('trusts no proxy unless told how many hops or which addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.2', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses TRUST_PROXY=true, which would let any client name its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe any X-Forwarded-For a client sends/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.2,proxy.example' })).toThrow(
      /TRUST_PROXY: .*not "proxy.example"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('serves the API documentation unless API_DOCS=false', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it('refuses a port that is not a number and names the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names each bad variable in one message', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', HOUSE_ADS: '{not json' }),
    ).toThrow(/DATABASE_URL[\s\S]*LOG_LEVEL[\s\S]*HOUSE_ADS/);
  });

  it('requires the bucket and keys when storage is S3', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'https://s3.example',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'https://s3.example',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });
});
