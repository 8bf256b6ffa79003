import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { staff, testOperatorId } from './operations-support';
import { baySetupClient, type BaySetupClient } from './bay-setup-support';
import { insertBay, startCatalog, type RunningCatalog } from './support';

// Issue 27 item 6: the audit log of operator and admin changes, on the real catalog and
// PostgreSQL: what the existing operator changes write, and who may read it.

// insertBay's texts: the slug in every language.
const asInserted = { en: 'audit-cove', sl: 'audit-cove', hr: 'audit-cove', it: 'audit-cove' };

describe('the audit log', () => {
  let catalog: RunningCatalog;
  let setup: BaySetupClient;
  let bay: Awaited<ReturnType<typeof insertBay>>;
  let otherBay: Awaited<ReturnType<typeof insertBay>>;
  const managerId = randomUUID();
  let manager: ReturnType<typeof forwardAccessToken>;

  const tokenOf = async (subject: Parameters<RunningCatalog['tokens']['bearer']>[0]) =>
    forwardAccessToken(await catalog.tokens.bearer(subject));

  beforeAll(async () => {
    catalog = await startCatalog();
    setup = baySetupClient(catalog);
    bay = await insertBay(catalog.db, {
      slug: 'audit-cove',
      lat: 43.1,
      lon: 16.1,
      buoys: [{ kind: 'digital' }],
    });
    otherBay = await insertBay(catalog.db, {
      slug: 'audit-neighbour',
      lat: 43.3,
      lon: 16.3,
      company: 'Neighbour d.o.o.',
      buoys: [{ kind: 'digital' }],
    });
    manager = await tokenOf({
      userId: managerId,
      roles: ['concessionaire', 'manager'],
      operator: { operatorId: testOperatorId, bayIds: [bay.id] },
    });
    await catalog.client.updateShopWindow(
      {
        bayId: bay.id,
        description: { ...asInserted, en: 'A quiet cove' },
        guestInformation: asInserted,
        videoUrl: '',
      },
      manager,
    );
    const [buoy] = bay.buoys;
    if (buoy === undefined) throw new Error('the test bay has a buoy');
    await catalog.client.setBuoyService(
      { bayId: bay.id, buoyId: buoy.id, inService: false, reason: 'Chain' },
      manager,
    );
  });
  afterAll(() => catalog.stop());

  it('when a manager changes the shop window and a buoy, then each change is logged newest first with who, what, before and after', async () => {
    const { entries } = await setup.listAuditLog({ bayId: bay.id, pageSize: 0, pageToken: '' }, manager);
    expect(entries.map((entry) => entry.action)).toEqual(['buoy.service', 'shop_window.update']);
    const [service, texts] = entries;
    expect(service).toMatchObject({
      bayId: bay.id,
      actorUserId: managerId,
      actorRole: 'concessionaire',
      subjectKind: 'buoy',
      subjectId: bay.buoys[0]?.id,
    });
    expect(JSON.parse(service?.beforeJson ?? '')).toMatchObject({ service_state: 'in_service' });
    expect(JSON.parse(service?.afterJson ?? '')).toMatchObject({
      service_state: 'out_of_service',
      out_of_service_reason: 'Chain',
    });
    // Only what changed: the description's English text, not the untouched guest information.
    expect(Object.keys(JSON.parse(texts?.afterJson ?? ''))).toEqual(['description']);
    expect(JSON.parse(texts?.afterJson ?? '').description.en).toBe('A quiet cove');
  });

  it('when the log is read a page at a time, then the pages follow on without repeating', async () => {
    const first = await setup.listAuditLog({ bayId: bay.id, pageSize: 1, pageToken: '' }, manager);
    const second = await setup.listAuditLog(
      { bayId: bay.id, pageSize: 1, pageToken: first.nextPageToken },
      manager,
    );
    expect(first.entries.map((entry) => entry.action)).toEqual(['buoy.service']);
    expect(second.entries.map((entry) => entry.action)).toEqual(['shop_window.update']);
    expect(second.nextPageToken).toBe('');
    expect(
      await errorCodeOf(setup.listAuditLog({ bayId: bay.id, pageSize: 1, pageToken: 'nonsense' }, manager)),
    ).toBe('invalid_request');
  });

  it('when someone other than the bay’s operator asks, then another operator’s bay is not found and a boater or employee is refused', async () => {
    const neighbour = await staff(catalog, ['concessionaire', 'manager'], [otherBay.id], randomUUID());
    const employee = await staff(catalog, ['employee'], [bay.id]);
    const ask = (call: ReturnType<typeof forwardAccessToken>, bayId = bay.id) =>
      errorCodeOf(setup.listAuditLog({ bayId, pageSize: 0, pageToken: '' }, call));
    expect(await ask(neighbour)).toBe('not_found');
    expect(await ask(catalog.signedIn)).toBe('forbidden');
    expect(await ask(employee)).toBe('forbidden');
    expect(await ask(manager, '')).toBe('forbidden');
    expect(await errorCodeOf(setup.listAuditLog({ bayId: bay.id, pageSize: 0, pageToken: '' }))).toBe(
      'unauthenticated',
    );
  });

  it('when a superuser asks, then they read any bay’s log and all of it', async () => {
    const admin = await tokenOf({ roles: ['superuser'] });
    const all = await setup.listAuditLog({ bayId: '', pageSize: 0, pageToken: '' }, admin);
    expect(all.entries).toHaveLength(2);
    const neighbours = await setup.listAuditLog({ bayId: otherBay.id, pageSize: 0, pageToken: '' }, admin);
    expect(neighbours.entries).toEqual([]);
  });
});
