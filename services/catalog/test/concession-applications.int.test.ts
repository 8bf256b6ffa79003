import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { twoAtOnce } from '@moorline/deploy/src/testing/two-at-once';
import { catalogV1, eventsV1, operatorIdOfCompany, type Role } from '@moorline/contracts';
import {
  callerFromClaims,
  createChannel,
  createGrpcClient,
  forwardAccessToken,
  isAppError,
} from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { approveApplicationIn } from '../src/applications/approve-application';
import { applicationFields, applicationUpload, concessionPdf } from './application-fixtures';
import { insertBay, startCatalog, type RunningCatalog } from './support';

const { ApplicationState } = catalogV1;

const failureCode = errorCodeOf;

describe('concession applications on the real catalog', () => {
  let catalog: RunningCatalog;
  let client: ReturnType<typeof createGrpcClient<typeof catalogV1.ConcessionApplicationsServiceDefinition>>;
  let pdf: Buffer;
  let admin: ReturnType<typeof forwardAccessToken>;
  const adminId = randomUUID();

  const user = async (userId = randomUUID(), roles: Role[] = []) =>
    forwardAccessToken(
      await catalog.tokens.bearer({ userId, roles, email: `${userId.slice(0, 8)}@example.com` }),
    );

  const submit = (
    options: ReturnType<typeof forwardAccessToken>,
    fields = applicationFields(),
    document: Buffer = pdf,
  ) => client.submitApplication(applicationUpload(fields, document), options);

  async function submitted(fields = applicationFields()) {
    const applicant = await user();
    const { application } = await submit(applicant, fields);
    if (!application) throw new Error('no application');
    return { applicant, application };
  }

  const outboxOf = (applicationId: string) =>
    catalog.db
      .selectFrom('outbox')
      .select(['event_type', 'payload'])
      .where('aggregate_id', '=', applicationId)
      .orderBy('id')
      .execute();

  /** The application's decisions as the audit log keeps them (issue 27 item 6). */
  const auditOf = (applicationId: string) =>
    catalog.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'bay_id', 'after'])
      .where('subject_kind', '=', 'application')
      .where('subject_id', '=', applicationId)
      .execute();

  beforeAll(async () => {
    catalog = await startCatalog();
    client = createGrpcClient(
      catalogV1.ConcessionApplicationsServiceDefinition,
      createChannel(catalog.grpcAddress),
    );
    pdf = await concessionPdf();
    admin = await user(adminId, ['superuser']);
  });

  afterAll(() => catalog.stop());

  describe('submitting', () => {
    it('when a signed-in user applies with a PDF, then the application is submitted and announced', async () => {
      const { application } = await submitted();
      expect(application).toMatchObject({
        state: ApplicationState.APPLICATION_STATE_SUBMITTED,
        fields: { taxNumber: '69435151530', country: 'HR', validUntil: '2036-12-31', language: 'hr' },
        documentByteSize: pdf.length,
        documentContentType: 'application/pdf',
        bayId: '',
      });
      const [event] = await outboxOf(application.applicationId);
      expect(event?.event_type).toBe(eventsV1.ApplicationSubmitted.$type);
      expect(eventsV1.ApplicationSubmitted.decode(event?.payload ?? Buffer.alloc(0))).toMatchObject({
        applicationId: application.applicationId,
        applicant: { userId: application.applicantUserId, email: application.applicantEmail, language: 'hr' },
      });
    });

    it('when the applicant already has an open application, then a second is refused', async () => {
      const { applicant } = await submitted();
      expect(await failureCode(submit(applicant))).toBe('application_already_open');
    });

    it.each([
      ['a wrong check digit', applicationFields({ taxNumber: '69435151531' })],
      ['another country’s number', applicationFields({ country: 'SI', taxNumber: 'HR69435151530' })],
    ])('when the tax number has %s, then it is invalid_tax_number', async (_case, fields) => {
      expect(await failureCode(submit(await user(), fields))).toBe('invalid_tax_number');
    });

    it('when the concession has ended or ends before it starts, then the dates are refused', async () => {
      const ended = applicationFields({ validFrom: '2020-01-01', validUntil: '2021-01-01' });
      const backwards = applicationFields({ validFrom: '2030-01-01', validUntil: '2029-01-01' });
      expect(await failureCode(submit(await user(), ended))).toBe('invalid_concession_dates');
      expect(await failureCode(submit(await user(), backwards))).toBe('invalid_concession_dates');
    });

    it.each([
      ['a text file', Buffer.from('Concession decision no. 17, valid until 2036')],
      ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['the PDF magic and nothing of a PDF after it', Buffer.from('%PDF-1.7\nnot really a document\n')],
    ])('when the document is %s, then it is document_not_pdf', async (_case, document) => {
      expect(await failureCode(submit(await user(), applicationFields(), document))).toBe('document_not_pdf');
    });

    it('when the document is over 10 MB, then it is document_too_large', async () => {
      const large = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
      expect(await failureCode(submit(await user(), applicationFields(), large))).toBe('document_too_large');
    });

    it('when nobody or a walk-up guest applies, then it is refused', async () => {
      const guest = forwardAccessToken(await catalog.tokens.bearer({ roles: ['guest'], qrSlug: 'b12' }));
      expect(await failureCode(submit(forwardAccessToken(undefined)))).toBe('unauthenticated');
      expect(await failureCode(submit(guest))).toBe('forbidden');
    });
  });

  describe('the applicant', () => {
    it('when the applicant withdraws, then it is withdrawn once, and they may apply again', async () => {
      const { applicant, application } = await submitted();
      const { applicationId } = application;
      const { application: withdrawn } = await client.withdrawApplication({ applicationId }, applicant);
      expect(withdrawn?.state).toBe(ApplicationState.APPLICATION_STATE_WITHDRAWN);
      expect(withdrawn?.decidedAt).toBeInstanceOf(Date);
      expect(await failureCode(client.withdrawApplication({ applicationId }, applicant))).toBe(
        'application_not_open',
      );
      expect((await outboxOf(applicationId)).map((row) => row.event_type)).toEqual([
        eventsV1.ApplicationSubmitted.$type,
        eventsV1.ApplicationWithdrawn.$type,
      ]);
      expect(await auditOf(applicationId)).toEqual([
        {
          action: 'application.withdraw',
          actor_user_id: application.applicantUserId,
          bay_id: null,
          after: { state: 'withdrawn' },
        },
      ]);
      await submit(applicant);
      const mine = await client.listMyApplications({}, applicant);
      expect(mine.applications.map((each) => each.state)).toEqual([
        ApplicationState.APPLICATION_STATE_SUBMITTED,
        ApplicationState.APPLICATION_STATE_WITHDRAWN,
      ]);
    });

    it('when someone else withdraws, lists or reads the document, then the application does not exist for them', async () => {
      const { application } = await submitted();
      const stranger = await user();
      const { applicationId } = application;
      expect(await failureCode(client.withdrawApplication({ applicationId }, stranger))).toBe('not_found');
      expect(await failureCode(client.getApplicationDocument({ applicationId }, stranger))).toBe('not_found');
      expect((await client.listMyApplications({}, stranger)).applications).toEqual([]);
    });

    it('when the applicant or a superuser reads the document, then they get the PDF as it was uploaded', async () => {
      const { applicant, application } = await submitted();
      const { applicationId } = application;
      for (const reader of [applicant, admin]) {
        const document = await client.getApplicationDocument({ applicationId }, reader);
        expect(Buffer.from(document.content).equals(pdf)).toBe(true);
        expect(document.contentType).toBe('application/pdf');
      }
    });
  });

  describe('the superusers’ queue', () => {
    it('when a boater asks for the queue or a decision, then it is forbidden', async () => {
      const { applicant, application } = await submitted();
      const { applicationId } = application;
      expect(await failureCode(client.listApplications({ state: 0, limit: 0, cursor: '' }, applicant))).toBe(
        'forbidden',
      );
      expect(await failureCode(client.getApplication({ applicationId }, applicant))).toBe('forbidden');
      expect(await failureCode(client.approveApplication({ applicationId }, applicant))).toBe('forbidden');
      expect(await failureCode(client.rejectApplication({ applicationId, reason: 'no' }, applicant))).toBe(
        'forbidden',
      );
    });

    it('when the queue is read page by page, then every submitted application comes once, oldest first', async () => {
      const ids: string[] = [];
      for (let n = 0; n < 3; n += 1) ids.push((await submitted()).application.applicationId);
      const seen: string[] = [];
      let cursor = '';
      do {
        const page = await client.listApplications(
          { state: ApplicationState.APPLICATION_STATE_SUBMITTED, limit: 2, cursor },
          admin,
        );
        expect(page.applications.length).toBeLessThanOrEqual(2);
        expect(
          page.applications.every((each) => each.state === ApplicationState.APPLICATION_STATE_SUBMITTED),
        ).toBe(true);
        seen.push(...page.applications.map((each) => each.applicationId));
        cursor = page.nextCursor;
      } while (cursor !== '');
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    });
  });

  describe('approving and rejecting', () => {
    it('when a superuser approves, then a draft bay of the company with the concession exists and both events are out', async () => {
      const { application } = await submitted();
      const { applicationId } = application;
      const { application: approved } = await client.approveApplication({ applicationId }, admin);
      expect(approved?.state).toBe(ApplicationState.APPLICATION_STATE_APPROVED);
      const bayId = approved?.bayId ?? '';
      const bay = await catalog.db
        .selectFrom('bays')
        .select([
          'name',
          'country',
          'lat',
          'lon',
          'time_zone',
          'status',
          'operator_id',
          'company_name',
          'company_address',
          'company_tax_number',
          'concession_number',
        ])
        .select((eb) => [
          eb.cast<string>('concession_valid_from', 'text').as('from'),
          eb.cast<string>('concession_valid_until', 'text').as('until'),
        ])
        .where('id', '=', bayId)
        .executeTakeFirstOrThrow();
      const operatorId = operatorIdOfCompany('Plava Uvala d.o.o.');
      expect(bay).toEqual({
        name: 'Uvala Sveti Pavao',
        country: 'HR',
        lat: 43.5081,
        lon: 16.2672,
        time_zone: 'Europe/Zagreb',
        status: 'draft',
        operator_id: operatorId,
        company_name: 'Plava Uvala d.o.o.',
        company_address: 'Obala 1, 21000 Split',
        company_tax_number: '69435151530',
        concession_number: 'KLASA 342-01/26-01/17',
        from: '2026-01-01',
        until: '2036-12-31',
      });
      const events = await outboxOf(applicationId);
      const approvedEvent = events.find((row) => row.event_type === eventsV1.ApplicationApproved.$type);
      expect(eventsV1.ApplicationApproved.decode(approvedEvent?.payload ?? Buffer.alloc(0))).toMatchObject({
        applicationId,
        bayId,
        operatorId,
        applicant: { userId: application.applicantUserId, language: 'hr' },
      });
      expect(await auditOf(applicationId)).toEqual([
        {
          action: 'application.approve',
          actor_user_id: adminId,
          bay_id: bayId,
          after: { state: 'approved', bay_id: bayId },
        },
      ]);
      const [bayUpdated] = await outboxOf(bayId);
      expect(eventsV1.BayUpdated.decode(bayUpdated?.payload ?? Buffer.alloc(0))).toMatchObject({
        bayId,
        operatorId,
      });
    });

    it('when an application is decided, then approving or rejecting it again is application_not_open', async () => {
      const { application } = await submitted();
      const { applicationId } = application;
      await client.approveApplication({ applicationId }, admin);
      expect(await failureCode(client.approveApplication({ applicationId }, admin))).toBe(
        'application_not_open',
      );
      expect(await failureCode(client.rejectApplication({ applicationId, reason: 'Late' }, admin))).toBe(
        'application_not_open',
      );
    });

    it('when a superuser rejects, then a reason is required and the applicant sees it', async () => {
      const { applicant, application } = await submitted();
      const { applicationId } = application;
      expect(await failureCode(client.rejectApplication({ applicationId, reason: '  ' }, admin))).toBe(
        'reject_reason_required',
      );
      const reason = 'The concession document is not signed';
      await client.rejectApplication({ applicationId, reason }, admin);
      const [mine] = (await client.listMyApplications({}, applicant)).applications;
      expect(mine).toMatchObject({
        state: ApplicationState.APPLICATION_STATE_REJECTED,
        rejectReason: reason,
        bayId: '',
      });
      const rejected = (await outboxOf(applicationId)).find(
        (row) => row.event_type === eventsV1.ApplicationRejected.$type,
      );
      expect(eventsV1.ApplicationRejected.decode(rejected?.payload ?? Buffer.alloc(0)).reason).toBe(reason);
      expect(await auditOf(applicationId)).toEqual([
        {
          action: 'application.reject',
          actor_user_id: adminId,
          bay_id: null,
          after: { state: 'rejected', reason },
        },
      ]);
      expect(await failureCode(client.getApplication({ applicationId: randomUUID() }, admin))).toBe(
        'not_found',
      );
    });

    it('when a bay existed before applications, then it is live, and reading bays still works', async () => {
      const bay = await insertBay(catalog.db, {
        slug: 'before-applications',
        lat: 43.2,
        lon: 16.2,
        buoys: [],
      });
      const row = await catalog.db
        .selectFrom('bays')
        .select(['status', 'concession_number'])
        .where('id', '=', bay.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'live', concession_number: null });
      expect((await catalog.client.getBay({ slug: bay.slug })).bay?.slug).toBe(bay.slug);
    });
  });

  describe('what the database holds by itself', () => {
    async function refusal(change: Promise<unknown>): Promise<string> {
      try {
        await change;
        return 'accepted';
      } catch (error) {
        const constraint = (error as { constraint?: string }).constraint;
        return constraint ?? String(error);
      }
    }

    it('when a row breaks an application rule, then the database refuses it whatever the code does', async () => {
      const { application } = await submitted();
      const { applicationId, applicantUserId } = application;
      const row = await catalog.db
        .selectFrom('concession_applications')
        .selectAll()
        .where('id', '=', applicationId)
        .executeTakeFirstOrThrow();
      const { id: _id, submitted_at: _at, ...copy } = row;
      const update = (set: Record<string, unknown>) =>
        refusal(
          catalog.db
            .updateTable('concession_applications')
            .set(set)
            .where('id', '=', applicationId)
            .execute(),
        );
      expect(await refusal(catalog.db.insertInto('concession_applications').values(copy).execute())).toBe(
        'concession_applications_one_open',
      );
      expect(
        await update({ state: 'approved', decided_at: new Date(), decided_by: applicantUserId }),
      ).toMatch(/concession_applications_bay/);
      expect(
        await update({ state: 'rejected', decided_at: new Date(), decided_by: applicantUserId }),
      ).toMatch(/concession_applications_reason/);
      expect(await update({ tax_number: '12345' })).toMatch(/concession_applications_tax_number/);
      expect(await update({ valid_until: '2025-12-31' })).toMatch(/concession_applications_validity/);
    });
  });

  describe('two superusers approve at once', () => {
    const superuser = callerFromClaims({
      userId: adminId,
      email: 'admin@moorline.local',
      name: '',
      roles: ['superuser'],
      bayIds: [],
      tokenId: 't',
      issuedAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    });

    async function approveTwiceAtOnce(lockApplication: boolean) {
      const { application } = await submitted();
      const { applicationId } = application;
      const outcomes = await twoAtOnce(catalog.db, (trx) =>
        approveApplicationIn(
          trx,
          { now: () => new Date() },
          { caller: superuser, applicationId },
          { lockApplication },
        ),
      );
      const bays = await catalog.db
        .selectFrom('bays')
        .select('id')
        .where('name', '=', 'Uvala Sveti Pavao')
        .where('concession_number', '=', application.fields?.concessionNumber ?? '')
        .execute();
      const events = (await outboxOf(applicationId)).filter(
        (row) => row.event_type === eventsV1.ApplicationApproved.$type,
      );
      return { outcomes, bays: bays.length, approvals: events.length };
    }

    it('when two approvals race, then one wins and the other is application_not_open', async () => {
      const before = await catalog.db.selectFrom('bays').select('id').execute();
      const { outcomes, approvals } = await approveTwiceAtOnce(true);
      const after = await catalog.db.selectFrom('bays').select('id').execute();
      expect(outcomes.filter((outcome) => outcome.ok).length).toBe(1);
      const [, second] = outcomes;
      expect(second.ok ? 'succeeded' : isAppError(second.error) && second.error.code).toBe(
        'application_not_open',
      );
      expect(after.length - before.length).toBe(1);
      expect(approvals).toBe(1);
    });

    it('when the application is not locked (negative twin), then both approvals win and two bays are made', async () => {
      const before = await catalog.db.selectFrom('bays').select('id').execute();
      const { outcomes, approvals } = await approveTwiceAtOnce(false);
      const after = await catalog.db.selectFrom('bays').select('id').execute();
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      expect(after.length - before.length).toBe(2);
      expect(approvals).toBe(2);
    });
  });
});
