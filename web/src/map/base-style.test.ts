import { describe, expect, it } from '@jest/globals';
import type { StyleSpecification } from 'maplibre-gl';
import { initialBasemap, LAND_TILES_PATH, OSM_ATTRIBUTION, probeStyle, styleOf } from './base-style';

const onlineStyle: StyleSpecification = {
  version: 8,
  name: 'Charts',
  sources: {},
  layers: [{ id: 'sea', type: 'background', paint: { 'background-color': '#00f' } }],
};

const answering =
  (status: number, body: unknown): typeof fetch =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the basemap', () => {
  it('when MAP_STYLE_URL is offline (no style URL), then the map starts on the offline base', () => {
    expect(initialBasemap(null)).toEqual({ kind: 'offline' });
  });

  it('when a style URL is configured, then the map first fetches it', () => {
    expect(initialBasemap('https://tiles.example/style')).toEqual({
      kind: 'probing',
      styleUrl: 'https://tiles.example/style',
    });
  });

  it('when the style host answers a style, then the map draws it', async () => {
    const basemap = await probeStyle('https://tiles.example/style', answering(200, onlineStyle));
    expect(basemap).toEqual({ kind: 'online', style: onlineStyle });
    expect(styleOf(basemap, 'http://localhost:3000')).toEqual(onlineStyle);
  });

  it('when the style host cannot be reached, then the offline base is drawn', async () => {
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await probeStyle('https://tiles.example/style', unreachable)).toEqual({ kind: 'offline' });
  });

  it('when the style host answers an error or something not a style, then the offline base is drawn', async () => {
    expect(await probeStyle('https://tiles.example/style', answering(503, onlineStyle))).toEqual({
      kind: 'offline',
    });
    expect(await probeStyle('https://tiles.example/style', answering(200, { hello: 'world' }))).toEqual({
      kind: 'offline',
    });
  });

  it('when the style host does not answer in time, then the offline base is drawn', async () => {
    const silent: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')));
      });
    expect(await probeStyle('https://tiles.example/style', silent, 20)).toEqual({ kind: 'offline' });
  });

  it('when the offline base is drawn, then its land comes from our own versioned tiles with OSM credited', () => {
    const style = styleOf({ kind: 'offline' }, 'http://localhost:3000');
    const land = style?.sources.land;
    expect(land).toMatchObject({
      type: 'vector',
      tiles: [`http://localhost:3000${LAND_TILES_PATH}/{z}/{x}/{y}.pbf`],
      attribution: OSM_ATTRIBUTION,
    });
  });

  it('while the online style is being fetched, then the map gets no style yet', () => {
    expect(styleOf({ kind: 'probing', styleUrl: 'https://tiles.example/style' }, 'http://x')).toBeNull();
  });
});
