import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operatorIdOfCompany } from '@moorline/contracts';
import { insertBay } from '../../services/catalog/test/support';
import { startShopWindowStack, type ShopWindowStack } from './support/shop-window-stack';

// Issue 27 item 5 through the BFF: what the embed body accepts is what its schema documents.

describe('/api/v1/concessionaires/embeds on the real catalog', () => {
  let stack: ShopWindowStack;
  let authorization: string;
  let settings: Record<string, unknown>;

  const post = (payload: object) =>
    stack.app.inject({
      method: 'POST',
      url: '/api/v1/concessionaires/embeds',
      payload,
      headers: { authorization },
    });

  beforeAll(async () => {
    stack = await startShopWindowStack();
    const bay = await insertBay(stack.catalogDb, { slug: 'bff-embed-cove', lat: 43.5, lon: 15.9, buoys: [] });
    authorization = await stack.tokens.bearer({
      roles: ['concessionaire'],
      operator: { operatorId: operatorIdOfCompany('Test operator d.o.o.'), bayIds: [bay.id] },
    });
    settings = {
      partner_name: 'Tourist board',
      allowed_origins: ['https://visit.example'],
      center: { lat: 43.5, lon: 15.9 },
      zoom: 12,
      locale: 'hr',
      theme: 'dark',
      bay_ids: [bay.id],
    };
  });
  afterAll(() => stack?.stop());

  it('when the settings are valid, then 201 with the embed as saved', async () => {
    const answer = await post(settings);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ platform_owned: false, settings });
  });

  it('when a field is unknown, at the top or in the centre, then 400 and nothing is made', async () => {
    const before = (await stack.catalogDb.selectFrom('map_embeds').select('id').execute()).length;
    for (const payload of [
      { ...settings, operator_id: 'mine' },
      { ...settings, center: { lat: 43.5, lon: 15.9, alt: 3 } },
    ])
      expect((await post(payload)).json()).toMatchObject({ code: 'invalid_request' });
    expect(await stack.catalogDb.selectFrom('map_embeds').select('id').execute()).toHaveLength(before);
  });

  it('when a framing site has a path, then 400 with its own code', async () => {
    const answer = await post({ ...settings, allowed_origins: ['https://visit.example/map'] });
    expect({ status: answer.statusCode, code: answer.json().code }).toEqual({
      status: 400,
      code: 'embed_origins_invalid',
    });
  });
});
