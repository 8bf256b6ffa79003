import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { catalogV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { randomUUID } from 'node:crypto';
import { applicationFields, applicationUpload, concessionPdf } from './application-fixtures';
import { insertBay, startCatalog, type RunningCatalog } from './support';

const { BayStatus } = catalogV1;

// Issue 27 item 1: the admin console's bays on real PostgreSQL: every bay, draft, live or
// hidden, newest first, with its operator and the applicant whose approval made it.

describe('catalog: the admin console’s bays', () => {
  let catalog: RunningCatalog;
  let channel: Channel;
  let bays: ReturnType<typeof createGrpcClient<typeof catalogV1.AdminBaysServiceDefinition>>;
  let admin: ReturnType<typeof forwardAccessToken>;
  let draftBayId: string;
  let applicantId: string;

  const list = (request: Partial<catalogV1.ListConsoleBaysRequest>, options = admin) =>
    bays.listConsoleBays(
      { status: BayStatus.BAY_STATUS_UNSPECIFIED, limit: 0, cursor: '', ...request },
      options,
    );

  beforeAll(async () => {
    catalog = await startCatalog();
    channel = createChannel(catalog.grpcAddress);
    bays = createGrpcClient(catalogV1.AdminBaysServiceDefinition, channel);
    admin = forwardAccessToken(await catalog.tokens.bearer({ roles: ['superuser'] }));
    const live = await insertBay(catalog.db, { slug: 'console-live', lat: 43.1, lon: 16.1, buoys: [] });
    const hidden = await insertBay(catalog.db, { slug: 'console-hidden', lat: 43.2, lon: 16.2, buoys: [] });
    await catalog.db.updateTable('bays').set({ status: 'live' }).where('id', '=', live.id).execute();
    await catalog.db.updateTable('bays').set({ status: 'hidden' }).where('id', '=', hidden.id).execute();
    ({ draftBayId, applicantId } = await approvedApplication());
  });

  afterAll(async () => {
    channel.close();
    await catalog.stop();
  });

  /** A draft bay made the way a new one is: an application a superuser approved. */
  async function approvedApplication() {
    const applications = createGrpcClient(catalogV1.ConcessionApplicationsServiceDefinition, channel);
    const userId = randomUUID();
    const applicant = forwardAccessToken(await catalog.tokens.bearer({ userId, email: 'maja@example.hr' }));
    const { application } = await applications.submitApplication(
      applicationUpload(applicationFields({ bayName: 'Uvala Konzola' }), await concessionPdf()),
      applicant,
    );
    const approved = await applications.approveApplication(
      { applicationId: application?.applicationId ?? '' },
      admin,
    );
    return { draftBayId: approved.application?.bayId ?? '', applicantId: userId };
  }

  it('when a superuser lists the bays, then every status comes, newest first, the approved one with its applicant', async () => {
    const page = await list({});
    expect(page.bays.map((bay) => [bay.name, bay.status])).toEqual([
      ['Uvala Konzola', BayStatus.BAY_STATUS_DRAFT],
      ['console-hidden', BayStatus.BAY_STATUS_HIDDEN],
      ['console-live', BayStatus.BAY_STATUS_LIVE],
    ]);
    expect(page.bays[0]).toMatchObject({
      bayId: draftBayId,
      companyName: 'Plava Uvala d.o.o.',
      concessionaireUserId: applicantId,
      concessionaireEmail: 'maja@example.hr',
    });
    expect(page.bays[2]).toMatchObject({ concessionaireUserId: '', concessionaireEmail: '' });
    expect(page.nextCursor).toBe('');
  });

  it('when a status is chosen or the list is paged, then only those bays come, each once', async () => {
    expect((await list({ status: BayStatus.BAY_STATUS_HIDDEN })).bays.map((bay) => bay.name)).toEqual([
      'console-hidden',
    ]);
    const first = await list({ limit: 2 });
    const second = await list({ limit: 2, cursor: first.nextCursor });
    expect([...first.bays, ...second.bays].map((bay) => bay.name)).toEqual([
      'Uvala Konzola',
      'console-hidden',
      'console-live',
    ]);
    expect(second.nextCursor).toBe('');
    expect(await errorCodeOf(list({ cursor: 'bm90LWEtY3Vyc29y' }))).toBe('invalid_request');
  });

  it('when a bay’s own operator, a boater or nobody asks, then it is forbidden or unauthenticated', async () => {
    const boater = forwardAccessToken(await catalog.tokens.bearer({}));
    const operator = forwardAccessToken(
      await catalog.tokens.bearer({
        roles: ['concessionaire'],
        operator: { operatorId: randomUUID(), bayIds: [draftBayId] },
      }),
    );
    expect(await errorCodeOf(list({}, boater))).toBe('forbidden');
    expect(await errorCodeOf(list({}, operator))).toBe('forbidden');
    expect(await errorCodeOf(list({}, forwardAccessToken(undefined)))).toBe('unauthenticated');
  });
});
