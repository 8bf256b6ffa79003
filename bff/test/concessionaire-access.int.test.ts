import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operatorIdOfCompany } from '@moorline/contracts';
import type { TestTokenSubject } from '@moorline/deploy/src/testing/test-access-tokens';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { insertBay } from '../../services/catalog/test/support';
import { heldBooking } from '../../services/payment/test/payment-fixtures';
import { fixtureOperatorCompany } from '../../services/payment/test/support';
import { lines, recordStay } from '../../services/payment/test/recorded-invoices';
import { concessionPdf } from '../../services/catalog/test/application-fixtures';
import { applicationForm, fields } from './support/application-form';
import { startPaymentStack, type PaymentStack } from './support/payment-stack';

// Issue 15 item 1: every back-office route × every role × own or other operator's bay. The bays
// a caller runs come only from the token; the services check them. The table below names what
// each route needs; a route the BFF documents but the table lacks fails the first test, so a new
// route cannot skip the matrix.

type Permission = 'view' | 'operate' | 'manage';

interface RouteCase {
  /** `signedIn`: any signed-in user, boaters too (a concession application, issue 27 item 1). */
  permission: Permission | 'signedIn';
  /** The path names another user's object: 404 to every signed-in caller. */
  strangersObject?: boolean;
  /** A valid body, so a refusal can only be about who asks. */
  body?: (ids: Ids) => unknown;
  /** A valid query string. */
  query?: string;
  /** A request about all the caller's bays, with no bay in the path. */
  allBays?: boolean;
  /** An event stream: the answer's status is read, then the stream is closed. */
  stream?: boolean;
  multipart?: boolean;
  /** Makes the object the path names anew for each call (a deletion), so every role finds one. */
  freshIds?: (ids: Ids) => Promise<Partial<Ids>>;
}

interface Ids {
  bayId: string;
  buoyId: string;
  bookingId: string;
  invoiceId: string;
  photoId: string;
  applicationId: string;
  embedId: string;
}

const routes: Record<string, RouteCase> = {
  'GET /bays': { permission: 'view', allBays: true },
  'GET /occupancy-now': { permission: 'view', allBays: true },
  'GET /bays/{bayId}/overview': { permission: 'view' },
  'GET /bays/{bayId}/live': { permission: 'view', stream: true },
  'GET /bays/{bayId}/bookings': { permission: 'view' },
  'GET /bays/{bayId}/bookings.csv': { permission: 'view' },
  'GET /bays/{bayId}/invoices/{invoiceId}': { permission: 'view' },
  'GET /bays/{bayId}/turnover': {
    permission: 'view',
    query: '?from=2026-01-01&to=2026-12-31&granularity=month',
  },
  'GET /bays/{bayId}/payment-account': { permission: 'view' },
  'GET /bays/{bayId}/buoys': { permission: 'view' },
  'GET /bays/{bayId}/qr-codes.pdf': { permission: 'view' },
  // The shop window's editor view: only a manager edits it, everyone sees the public bay page.
  'GET /bays/{bayId}/shop-window': { permission: 'manage' },
  'PUT /bays/{bayId}/buoys/{buoyId}/service': {
    permission: 'operate',
    body: () => ({ in_service: true }),
  },
  'POST /bays/{bayId}/bookings/{bookingId}/move': {
    permission: 'operate',
    body: ({ buoyId }) => ({ buoy_id: buoyId }),
  },
  // The booking is only held, so a role that may cancel is refused on the merits (409), never 403.
  'POST /bays/{bayId}/bookings/{bookingId}/cancellation': {
    permission: 'operate',
    body: () => ({ reason: 'weather' }),
  },
  'POST /bays/{bayId}/payment-account/onboarding-link': {
    permission: 'manage',
    body: ({ bayId }) => ({ return_path: `/en/concessionaires/${bayId}/onboarding` }),
  },
  'PUT /bays/{bayId}/shop-window': {
    permission: 'manage',
    body: () => {
      const text = { en: 'Sheltered cove', sl: 'Zavetni zaliv', hr: 'Zaklonjena uvala', it: 'Baia riparata' };
      return { description: text, guest_information: text, video_url: null };
    },
  },
  'POST /bays/{bayId}/photos': { permission: 'manage', multipart: true },
  'PATCH /bays/{bayId}/photos/{photoId}': {
    permission: 'manage',
    body: () => ({ caption: { en: 'Buoys', sl: 'Boje', hr: 'Plutače', it: 'Boe' } }),
  },
  'PUT /bays/{bayId}/photos/order': {
    permission: 'manage',
    body: ({ photoId }) => ({ photo_ids: [photoId] }),
  },
  'DELETE /bays/{bayId}/photos/{photoId}': { permission: 'manage' },
  'GET /applications': { permission: 'signedIn' },
  // A JSON body is no application form: a granted caller is told so (400), never 401/403/404.
  'POST /applications': { permission: 'signedIn', body: () => ({}) },
  'POST /applications/{applicationId}/withdraw': { permission: 'signedIn', strangersObject: true },
  // The bay's setup (issue 27 item 2) and audit log (item 6): the bay's concessionaire (an approved
  // applicant has only that role) or manager; every staff token here carries concessionaire.
  'GET /bays/{bayId}/setup': { permission: 'view' },
  'PUT /bays/{bayId}/setup': {
    permission: 'view',
    body: () => ({
      pin: { lat: 42.6, lon: 18.1 },
      night_stay: { offered: true, check_in: '14:00', check_out: '12:00', price_cents: 8000 },
      day_stay: {
        offered: false,
        check_in: '',
        check_out: '',
        price_per_hour_cents: 0,
        price_full_day_cents: 0,
      },
      vat_rate_basis_points: 1300,
      mooring_assistance: { offered: false, price_cents: 0 },
      trash_collection: { offered: false, price_cents: 0, time: '' },
      max_loa_cm: 2000,
      hull_kinds: ['mono'],
      cancellation_policy: {
        night_free_days_before: 1,
        night_free_until_time: '14:00',
        night_late_refund_percent: 0,
        day_free_hours_before: 1,
      },
      keep_next_night: true,
      seasons: [],
    }),
  },
  'GET /bays/{bayId}/audit': { permission: 'view' },
  // The buoy layout editor (issue 27 item 3): staff read it, managers save it; a dry run of no
  // rows removes nothing, so the answer is the verdict whoever may save.
  'GET /bays/{bayId}/layout': { permission: 'view' },
  'PUT /bays/{bayId}/layout': { permission: 'manage', query: '?dry_run=true', body: () => ({ rows: [] }) },
  // Publishing (issue 27 item 4): whoever sets the bay up publishes and hides it. The bay here is
  // live, so a publish answers as it is, and the hide that follows leaves the later roles a
  // hidden bay: its back office must keep working.
  'GET /bays/{bayId}/publishing': { permission: 'view' },
  'POST /bays/{bayId}/publish': { permission: 'view' },
  'POST /bays/{bayId}/hide': { permission: 'view' },
  // Partner embeds (issue 27 item 5): whoever sets the operator's bays up. The list is about all
  // the caller's bays; an embed names the own bay, so another operator's staff find neither.
  'GET /embeds': { permission: 'view', allBays: true },
  'POST /embeds': { permission: 'view', body: ({ bayId }) => embedSettings(bayId) },
  'PUT /embeds/{embedId}': { permission: 'view', body: ({ bayId }) => embedSettings(bayId) },
  'DELETE /embeds/{embedId}': {
    permission: 'view',
    freshIds: async (ids) => ({ embedId: await newEmbed(ids.bayId) }),
  },
};

/** Set once the platform runs: a new embed of the own bay, made by its manager; its id. */
let newEmbed: (bayId: string) => Promise<string> = () => Promise.reject(new Error('not started'));

const embedSettings = (bayId: string) => ({
  partner_name: 'Tourist board',
  allowed_origins: ['https://visit.example'],
  center: { lat: 42.6, lon: 18.1 },
  zoom: 11,
  locale: 'en',
  theme: 'light',
  bay_ids: [bayId],
});

const PREFIX = '/api/v1/concessionaires';
const method = (route: string) => route.split(' ')[0];

type Role = 'visitor' | 'boater' | 'otherOperatorsManager' | 'concessionaire' | 'employee' | 'manager';

/** What each role may do at the own operator's bay. */
const allowed: Record<Role, Permission[]> = {
  visitor: [],
  boater: [],
  otherOperatorsManager: [],
  concessionaire: ['view'],
  employee: ['view', 'operate'],
  manager: ['view', 'operate', 'manage'],
};

async function photoUpload(): Promise<{ body: Buffer; contentType: string }> {
  const image = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = `----moorline${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cove.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, image, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('back office: who may call what', () => {
  let stack: PaymentStack;
  let baseUrl: string;
  let ids: Ids;
  let otherBayId: string;
  const tokens: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    stack = await startPaymentStack();
    baseUrl = await stack.app.listen({ port: 0, host: '127.0.0.1' });
    const { catalogDb, tokens: signer } = stack.paths;
    const own = await insertBay(catalogDb, {
      slug: `matrix-own-${randomUUID().slice(0, 8)}`,
      lat: 42.6,
      lon: 18.1,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }],
    });
    const other = await insertBay(catalogDb, {
      slug: `matrix-other-${randomUUID().slice(0, 8)}`,
      lat: 42.7,
      lon: 18.2,
      buoys: [{ kind: 'digital' }],
    });
    otherBayId = other.id;
    const [firstBuoy, secondBuoy] = own.buoys;
    if (!firstBuoy || !secondBuoy) throw new Error('the own bay has two buoys');
    // The company catalog's fixture bays belong to: payment checks the bay's operator is the token's.
    const ownOperator = { operatorId: operatorIdOfCompany(fixtureOperatorCompany), bayIds: [own.id] };
    const subjects: Record<Exclude<Role, 'visitor'>, TestTokenSubject> = {
      boater: { roles: [] },
      otherOperatorsManager: {
        roles: ['concessionaire', 'manager'],
        operator: { operatorId: randomUUID(), bayIds: [other.id] },
      },
      concessionaire: { roles: ['concessionaire'], operator: ownOperator },
      employee: { roles: ['concessionaire', 'employee'], operator: ownOperator },
      manager: { roles: ['concessionaire', 'manager'], operator: ownOperator },
    };
    for (const [role, subject] of Object.entries(subjects))
      tokens[role as Role] = await signer.bearer({ userId: randomUUID(), ...subject });
    const { bookingId } = await heldBooking(stack.paths, firstBuoy.id);
    const { invoiceId } = await recordStay(stack.paths.paymentDb, {
      operatorId: ownOperator.operatorId,
      bayId: own.id,
      lines: [lines.night(9000)],
      vatMinor: 1035,
      capturedAt: new Date(Date.now() - 86_400_000),
    });
    if (!invoiceId) throw new Error('a captured stay has an invoice');
    const upload = await photoUpload();
    const uploaded = await fetch(`${baseUrl}${PREFIX}/bays/${own.id}/photos`, {
      method: 'POST',
      headers: { authorization: tokens.manager ?? '', 'content-type': upload.contentType },
      body: upload.body,
    });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as { photo_id: string };
    const form = applicationForm(fields, await concessionPdf());
    const applied = await fetch(`${baseUrl}${PREFIX}/applications`, {
      method: 'POST',
      headers: {
        authorization: await signer.bearer({ userId: randomUUID() }),
        'content-type': form.contentType,
      },
      body: new Uint8Array(form.payload),
    });
    expect(applied.status).toBe(201);
    const { application_id: applicationId } = (await applied.json()) as { application_id: string };
    newEmbed = async (bayId) => {
      const made = await fetch(`${baseUrl}${PREFIX}/embeds`, {
        method: 'POST',
        headers: { authorization: tokens.manager ?? '', 'content-type': 'application/json' },
        body: JSON.stringify(embedSettings(bayId)),
      });
      expect(made.status).toBe(201);
      return ((await made.json()) as { id: string }).id;
    };
    ids = {
      bayId: own.id,
      buoyId: secondBuoy.id,
      bookingId,
      invoiceId,
      photoId: photo.photo_id,
      applicationId,
      embedId: await newEmbed(own.id),
    };
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function call(route: string, role: Role): Promise<{ status: number; text: string }> {
    const [verb = 'GET', template = ''] = route.split(' ');
    const spec = routes[route];
    if (!spec) throw new Error(`no case for ${route}`);
    const named = { ...ids, ...(await spec.freshIds?.(ids)) };
    const path = template.replace(/\{(\w+)\}/g, (_, name: keyof Ids) => named[name]) + (spec.query ?? '');
    const headers: Record<string, string> = {};
    const token = tokens[role];
    if (token) headers.authorization = token;
    let body: Uint8Array | string | undefined;
    if (spec.multipart) {
      const upload = await photoUpload();
      headers['content-type'] = upload.contentType;
      body = new Uint8Array(upload.body);
    } else if (spec.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body(ids));
    }
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}${PREFIX}${path}`, {
      method: verb,
      headers,
      body,
      signal: abort.signal,
    });
    if (spec.stream && response.ok) {
      abort.abort();
      return { status: response.status, text: '' };
    }
    return { status: response.status, text: await response.text() };
  }

  it('when the BFF documents a back-office route, then this matrix covers it', async () => {
    const documented = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const backOffice = Object.entries(documented.paths)
      .filter(([path]) => path.startsWith(PREFIX))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.slice(PREFIX.length)}`),
      );
    expect(backOffice.sort()).toEqual(Object.keys(routes).sort());
  });

  // Roles in this order: the manager last, and within a role the photo's deletion last, so every
  // object a route names still exists when a role that may use it asks.
  const roles: Role[] = [
    'visitor',
    'boater',
    'otherOperatorsManager',
    'concessionaire',
    'employee',
    'manager',
  ];
  for (const role of roles) {
    for (const route of Object.keys(routes)) {
      const spec = routes[route];
      if (!spec) continue;
      const expected =
        role === 'visitor'
          ? 401
          : spec.permission === 'signedIn'
            ? spec.strangersObject
              ? 404
              : 'granted'
            : role === 'boater'
              ? 403
              : role === 'otherOperatorsManager' && !spec.allBays
                ? 404
                : allowed[role].some((permission) => permission === spec.permission) ||
                    role === 'otherOperatorsManager'
                  ? 'granted'
                  : 403;
      it(`when ${role} calls ${route}, then ${expected === 'granted' ? 'it is answered' : expected}`, async () => {
        const { status, text } = await call(route, role);
        if (expected === 'granted' && method(route) === 'GET') {
          expect({ status, text: status < 400 ? '' : text }).toEqual({ status: 200, text: '' });
        } else if (expected === 'granted') {
          // A change may still be refused on its merits (a photo order missing a newer photo,
          // a move to the buoy the booking is on): never as unknown or forbidden.
          expect({ status, text: [401, 403, 404].includes(status) ? text : '' }).toEqual({
            status: expect.any(Number),
            text: '',
          });
          expect(status).toBeLessThan(500);
        } else {
          expect(status).toBe(expected);
        }
      });
    }
  }

  it("when another operator's manager lists their bays, then ours is not among them", async () => {
    const { status, text } = await call('GET /bays', 'otherOperatorsManager');
    expect(status).toBe(200);
    const bayIds = (JSON.parse(text) as { bays: { bay_id: string }[] }).bays.map((bay) => bay.bay_id);
    expect(bayIds).toEqual([otherBayId]);
  });
});
