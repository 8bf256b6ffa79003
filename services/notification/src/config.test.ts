import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@moorline/kit';
import { notificationEnv } from './config';

const database = {
  DATABASE_URL: 'postgres://notification@127.0.0.1:5432/moorline_notification',
  KAFKA_BROKERS: '127.0.0.1:9092',
};

describe('WEB_BASE_URL, where links in emails lead', () => {
  it('when production names none, then the service refuses to start', () => {
    expect(() => loadConfig(notificationEnv, { ...database, NODE_ENV: 'production' })).toThrow(
      /WEB_BASE_URL: .*required in production/,
    );
    // Outside production the local web app of `make start` is assumed where links are built.
    expect(loadConfig(notificationEnv, database).WEB_BASE_URL).toBeUndefined();
  });

  it('when it is set, then links use it without a trailing slash', () => {
    const env = { ...database, NODE_ENV: 'production', WEB_BASE_URL: 'https://moorline.example/' };
    expect(loadConfig(notificationEnv, env).WEB_BASE_URL).toBe('https://moorline.example');
  });

  it('when it is not an http(s) address, then the service refuses to start', () => {
    const env = { ...database, WEB_BASE_URL: 'moorline.example' };
    expect(() => loadConfig(notificationEnv, env)).toThrow(/WEB_BASE_URL/);
  });
});
