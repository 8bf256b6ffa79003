import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { concessionPdf } from '../../services/catalog/test/application-fixtures';
import { applicationForm, fields } from './support/application-form';
import { startShopWindowStack, type ShopWindowStack } from './support/shop-window-stack';

// Issue 27 item 1 through the BFF: the application form as a browser sends it, the applicant's
// routes, and the admin console's queue, document and decisions.

describe('/api/v1 concession applications on the real catalog', () => {
  let stack: ShopWindowStack;
  let pdf: Buffer;
  let admin: string;
  let boater: string;

  const apply = (authorization: string, values = fields, file = pdf) => {
    const form = applicationForm(values, file);
    return stack.app.inject({
      method: 'POST',
      url: '/api/v1/concessionaires/applications',
      payload: form.payload,
      headers: { authorization, 'content-type': form.contentType },
    });
  };

  const call = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: object) =>
    stack.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: authorization ? { authorization } : {},
    });

  async function applied(): Promise<{ authorization: string; id: string }> {
    const authorization = await stack.tokens.bearer({ userId: randomUUID() });
    const response = await apply(authorization);
    expect(response.statusCode).toBe(201);
    return { authorization, id: response.json<{ application_id: string }>().application_id };
  }

  beforeAll(async () => {
    stack = await startShopWindowStack();
    pdf = await concessionPdf();
    admin = await stack.tokens.bearer({ userId: randomUUID(), roles: ['superuser'] });
    boater = await stack.tokens.bearer({ userId: randomUUID() });
  });

  afterAll(() => stack.stop());

  it('when a user applies with the form, then the application answers 201 and is listed as theirs', async () => {
    const authorization = await stack.tokens.bearer({ userId: randomUUID(), email: 'maja@example.si' });
    const response = await apply(authorization);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      state: 'submitted',
      tax_number: '15012557',
      country: 'SI',
      bay_lat: 45.5297,
      applicant_email: 'maja@example.si',
      reject_reason: null,
      bay_id: null,
      decided_at: null,
      document_byte_size: pdf.length,
    });
    const mine = await call('GET', '/concessionaires/applications', authorization);
    expect(mine.json<{ applications: { state: string }[] }>().applications.map((each) => each.state)).toEqual(
      ['submitted'],
    );
    expect((await apply(authorization)).json()).toMatchObject({ code: 'application_already_open' });
  });

  it('when the applicant withdraws, then it answers the withdrawn application, and 409 the second time', async () => {
    const { authorization, id } = await applied();
    const first = await call('POST', `/concessionaires/applications/${id}/withdraw`, authorization);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ state: 'withdrawn' });
    const again = await call('POST', `/concessionaires/applications/${id}/withdraw`, authorization);
    expect({ status: again.statusCode, code: again.json<{ code: string }>().code }).toEqual({
      status: 409,
      code: 'application_not_open',
    });
  });

  it.each([
    ['a text file called .pdf', 415, 'document_not_pdf', fields, Buffer.from('Koncesija 3524-12/2026')],
    ['a wrong tax number', 400, 'invalid_tax_number', { ...fields, tax_number: 'SI15012558' }, undefined],
    ['a field missing', 400, 'invalid_request', { ...fields, bay_name: undefined }, undefined],
    ['an unknown field', 400, 'invalid_request', { ...fields, is_superuser: 'true' }, undefined],
    ['a pin that is no number', 400, 'invalid_request', { ...fields, bay_lat: 'north' }, undefined],
  ])('when the form has %s, then it answers %i %s', async (_case, status, code, values, file) => {
    const defined = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const response = await apply(boater, defined, file ?? pdf);
    expect({ status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({
      status,
      code,
    });
  });

  it('when the document is over 10 MB, then it answers 413 document_too_large', async () => {
    const response = await apply(boater, fields, Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]));
    expect({ status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({
      status: 413,
      code: 'document_too_large',
    });
  });

  it('when nobody is signed in, then applying and listing are 401', async () => {
    expect((await call('GET', '/concessionaires/applications')).statusCode).toBe(401);
    const form = applicationForm(fields, pdf);
    const anonymous = await stack.app.inject({
      method: 'POST',
      url: '/api/v1/concessionaires/applications',
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('the admin console’s routes: visitor 401, boater 403, admin 200', () => {
    const adminRoutes: [string, 'GET' | 'POST', (id: string) => string, object?][] = [
      // Every row names its body, undefined too: a shorter row would hand the test jest's `done`.
      ['the queue', 'GET', () => '/admin/applications?state=submitted&limit=10', undefined],
      ['one application', 'GET', (id) => `/admin/applications/${id}`, undefined],
      ['the document', 'GET', (id) => `/admin/applications/${id}/document`, undefined],
      ['reject', 'POST', (id) => `/admin/applications/${id}/reject`, { reason: 'Not signed' }],
      ['approve', 'POST', (id) => `/admin/applications/${id}/approve`, undefined],
    ];

    it.each(adminRoutes)(
      'when each role asks for %s, then 401, 403 and 200',
      async (_name, method, path, body) => {
        const { id } = await applied();
        expect((await call(method, path(id), undefined, body)).statusCode).toBe(401);
        expect((await call(method, path(id), boater, body)).statusCode).toBe(403);
        const granted = await call(method, path(id), admin, body);
        expect(granted.statusCode).toBe(200);
      },
    );

    it('when an admin reads the document, then it is the PDF, never cached', async () => {
      const { id } = await applied();
      const response = await call('GET', `/admin/applications/${id}/document`, admin);
      expect(response.headers['content-type']).toBe('application/pdf');
      // The kit's rule for every signed-in answer.
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.equals(pdf)).toBe(true);
    });

    it('when an admin approves, then the application names its draft bay; a second approval is 409', async () => {
      const { id } = await applied();
      const approved = await call('POST', `/admin/applications/${id}/approve`, admin);
      expect(approved.json()).toMatchObject({ state: 'approved', bay_id: expect.any(String) });
      const again = await call('POST', `/admin/applications/${id}/approve`, admin);
      expect({ status: again.statusCode, code: again.json<{ code: string }>().code }).toEqual({
        status: 409,
        code: 'application_not_open',
      });
    });

    it('when an admin rejects without a reason, then it answers 400 reject_reason_required', async () => {
      const { id } = await applied();
      const response = await call('POST', `/admin/applications/${id}/reject`, admin, { reason: ' ' });
      expect(response.json()).toMatchObject({ code: 'reject_reason_required' });
      const unknownField = await call('POST', `/admin/applications/${id}/reject`, admin, {
        reason: 'x',
        why: 'y',
      });
      expect(unknownField.statusCode).toBe(400);
    });

    it('when an admin reads the whole audit log, then a rejection is in it with its reason; a boater is 403', async () => {
      const { id } = await applied();
      await call('POST', `/admin/applications/${id}/reject`, admin, { reason: 'No stamp' });
      const log = await call('GET', '/admin/audit?limit=100', admin);
      const entries = log.json<{ entries: { action: string; subject_id: string; after: object }[] }>()
        .entries;
      expect(entries.find((entry) => entry.subject_id === id)).toMatchObject({
        action: 'application.reject',
        after: { state: 'rejected', reason: 'No stamp' },
      });
      const boater = await stack.tokens.bearer({ userId: randomUUID(), roles: [] });
      expect((await call('GET', '/admin/audit', boater)).statusCode).toBe(403);
    });

    it('when the queue is read by state, then it has only that state', async () => {
      const { id } = await applied();
      await call('POST', `/admin/applications/${id}/reject`, admin, { reason: 'Not signed' });
      const response = await call('GET', '/admin/applications?state=rejected', admin);
      const page = response.json<{ applications: { application_id: string; state: string }[] }>();
      expect(page.applications.every((each) => each.state === 'rejected')).toBe(true);
      expect(page.applications.map((each) => each.application_id)).toContain(id);
    });
  });
});
