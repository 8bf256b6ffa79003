import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operatorIdOfCompany } from '@moorline/contracts';
import { insertBay } from '../../services/catalog/test/support';
import { startShopWindowStack, type ShopWindowStack } from './support/shop-window-stack';

// Issue 27 item 4 through the BFF: the checklist as the setup page reads it, a refused publish,
// and what hiding does to the bay's public page and the map.

describe('/api/v1 bay publishing on the real catalog', () => {
  let stack: ShopWindowStack;
  let bay: { id: string; slug: string };
  let managerAuth: string;

  const call = (method: 'GET' | 'POST', path: string) =>
    stack.app.inject({
      method,
      url: `/api/v1/concessionaires/bays/${bay.id}${path}`,
      headers: { authorization: managerAuth },
    });

  const onMap = async () => {
    const map = await stack.app.inject({ method: 'GET', url: '/api/v1/bays?bbox=15.9,43.45,16.0,43.55' });
    return (map.json().bays as { slug: string }[]).some((one) => one.slug === bay.slug);
  };

  beforeAll(async () => {
    stack = await startShopWindowStack();
    bay = await insertBay(stack.catalogDb, { slug: 'bff-publish-cove', lat: 43.51, lon: 15.96, buoys: [] });
    managerAuth = await stack.tokens.bearer({
      roles: ['concessionaire', 'manager'],
      operator: { operatorId: operatorIdOfCompany('Test operator d.o.o.'), bayIds: [bay.id] },
    });
  });
  afterAll(() => stack.stop());

  it('when the manager reads a live bay without buoys or photos, then the checklist names what is missing', async () => {
    const answer = await call('GET', '/publishing');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      bay_id: bay.id,
      status: 'live',
      checklist: [
        { check: 'buoys', met: false },
        { check: 'prices', met: true },
        { check: 'payment_account', met: true },
        { check: 'photo', met: false },
      ],
      ready: false,
    });
    expect(await onMap()).toBe(true);
  });

  it('when the manager hides the bay, then its page and its pin are gone; publishing it again is refused until it is ready', async () => {
    const hidden = await call('POST', '/hide');
    expect(hidden.json()).toMatchObject({ status: 'hidden' });
    expect((await stack.app.inject({ method: 'GET', url: `/api/v1/bays/${bay.slug}` })).statusCode).toBe(404);
    expect(await onMap()).toBe(false);
    const publish = await call('POST', '/publish');
    expect({ status: publish.statusCode, code: publish.json().code }).toEqual({
      status: 409,
      code: 'bay_not_ready',
    });
  });
});
