import { describe, expect, it } from '@jest/globals';
import { createLogger } from '@moorline/kit';
import { attributedEmbed, type EmbedReach } from './embed-attribution';

const logger = createLogger({ service: 'embed-attribution-test', level: 'silent', pretty: false });
const embedId = '5b0c6f0e-8a53-4c1f-9d8e-2f6a1b7c9d10';
const bayId = 'a1b2c3d4-0000-4000-8000-000000000001';

const reaching = (reach: EmbedReach | undefined) => ({ embeds: { embedReach: async () => reach }, logger });

describe('the embed a hold is credited to', () => {
  it('when the embed shows the bay or is a map area, then it is credited', async () => {
    expect(await attributedEmbed(reaching({ bayIds: [bayId] }), { embedId, bayId })).toBe(embedId);
    expect(await attributedEmbed(reaching({ bayIds: [] }), { embedId, bayId })).toBe(embedId);
  });

  it('when the embed shows other bays, is unknown or none is named, then nobody is credited', async () => {
    expect(await attributedEmbed(reaching({ bayIds: ['another'] }), { embedId, bayId })).toBeNull();
    expect(await attributedEmbed(reaching(undefined), { embedId, bayId })).toBeNull();
    expect(await attributedEmbed(reaching({ bayIds: [] }), { embedId: undefined, bayId })).toBeNull();
  });

  it('when catalog cannot answer, then the hold goes on credited to nobody', async () => {
    const failing = {
      embeds: { embedReach: () => Promise.reject(new Error('catalog unavailable')) },
      logger,
    };
    expect(await attributedEmbed(failing, { embedId, bayId })).toBeNull();
  });
});
