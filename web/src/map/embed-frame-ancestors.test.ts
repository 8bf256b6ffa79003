import { describe, expect, it } from '@jest/globals';
import { createEmbedOriginsCache, embedIdOf, frameAncestorSources } from './embed-frame-ancestors';

const id = '6f1c2a9e-4b7d-4c1e-9a55-2d7e8f0b3c11';

describe('embed frame-ancestors', () => {
  it('when the path is a map embed, then its uuid is read; anything else is not an embed', () => {
    expect(embedIdOf(`/en/map-embed/${id}`)).toBe(id);
    expect(embedIdOf(`/hr/map-embed/${id}/`)).toBe(id);
    expect(embedIdOf('/en/map-embed/not-a-uuid')).toBeNull();
    expect(embedIdOf(`/en/map/${id}`)).toBeNull();
  });

  it('when origins are registered, then only http(s) origins become sources, without paths', () => {
    expect(
      frameAncestorSources([
        'https://club.example/maps/',
        'http://localhost:3000',
        "https://evil.example; script-src 'unsafe-inline'",
        'javascript:alert(1)',
        'nonsense',
      ]),
    ).toEqual(['https://club.example', 'http://localhost:3000']);
  });

  it('when an embed is asked for twice within a minute, then the BFF is asked once', async () => {
    let loads = 0;
    let now = 0;
    const cache = createEmbedOriginsCache({
      load: async () => {
        loads += 1;
        return ['https://club.example'];
      },
      now: () => now,
    });
    expect(await cache.sourcesFor(id)).toEqual(['https://club.example']);
    now = 59_000;
    await cache.sourcesFor(id);
    expect(loads).toBe(1);
    now = 61_000;
    await cache.sourcesFor(id);
    expect(loads).toBe(2);
  });

  it('when the embed is unknown or the BFF fails, then nobody may frame it', async () => {
    const unknown = createEmbedOriginsCache({ load: async () => null, now: () => 0 });
    const failing = createEmbedOriginsCache({
      load: async () => {
        throw new Error('down');
      },
      now: () => 0,
    });
    expect(await unknown.sourcesFor(id)).toEqual([]);
    expect(await failing.sourcesFor(id)).toEqual([]);
  });
});
