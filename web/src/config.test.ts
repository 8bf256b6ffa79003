import { describe, expect, it } from '@jest/globals';
import { DEFAULT_MAP_STYLE_URL, loadConfig } from './config';

describe('the map style setting', () => {
  it('when MAP_STYLE_URL is unset, then the public vector style is drawn and its host joins the CSP', () => {
    const config = loadConfig({});
    expect(config.mapStyleUrl).toBe(DEFAULT_MAP_STYLE_URL);
    expect(config.mapStyleOrigin).toBe(new URL(DEFAULT_MAP_STYLE_URL).origin);
  });

  it('when MAP_STYLE_URL names another style, then that style and its host are used', () => {
    const config = loadConfig({ MAP_STYLE_URL: 'https://charts.example/style.json' });
    expect(config.mapStyleUrl).toBe('https://charts.example/style.json');
    expect(config.mapStyleOrigin).toBe('https://charts.example');
  });

  it('when MAP_STYLE_URL is offline, then only the offline land layer is drawn and no map host is allowed', () => {
    const config = loadConfig({ MAP_STYLE_URL: 'offline' });
    expect(config.mapStyleUrl).toBeNull();
    expect(config.mapStyleOrigin).toBeNull();
  });

  it('when MAP_STYLE_URL is not a URL, then the configuration is refused', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'tiles please' })).toThrow(/MAP_STYLE_URL/);
  });
});
