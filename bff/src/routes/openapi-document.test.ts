import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The committed document (make openapi; make check fails when it is stale) is what clients are
// generated from, the web's types included: its answers must be named schemas.

type MediaTypes = Record<string, { schema?: { $ref?: string } }>;
type Operation = { responses: Record<string, { content?: MediaTypes }> };
type PathParameter = {
  in: string;
  name: string;
  schema: { type?: string; maxLength?: number; pattern?: string };
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: object } };

const document: Document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'));

const answers = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations).flatMap(([method, operation]) =>
    Object.entries(operation.responses).flatMap(([status, response]) =>
      Object.entries(response.content ?? {}).map(([mediaType, media]) => ({
        route: `${method.toUpperCase()} ${path} ${status}`,
        mediaType,
        ref: media.schema?.$ref ?? null,
      })),
    ),
  ),
);

describe('the OpenAPI document', () => {
  it('when a route answers with a JSON body, then the body is a named component schema', () => {
    const unnamed = answers
      .filter((answer) => answer.mediaType === 'application/json' && answer.ref === null)
      .map((answer) => answer.route);
    // Only the reset request's empty acknowledgement has nothing to name.
    expect(unnamed).toEqual(['POST /api/v1/auth/request-password-reset 202']);
  });

  it('when a route answers an error, then it is the Error shape, SignInError for sign-in (spec §7), HoldRefusal for a taken buoy or boat on quote, hold or walk-up and for a bay not full on a waitlist join, StayRefusal for a stay rule refused on quote, hold or waitlist join, BuoyHasBookings for a buoy that cannot go out of service, BayLayoutRefusal for a refused buoy layout, or PresenceRefused for a check-in from away', () => {
    // The health check's 503 is its report, not an error.
    const errors = answers.filter(
      (answer) => /^[45]/.test(answer.route.split(' ')[2] ?? '') && !answer.route.includes('/healthz'),
    );
    for (const { route, ref } of errors) {
      const expected = route.startsWith('POST /api/v1/auth/signin ')
        ? 'SignInError'
        : /^POST \/api\/v1\/(bookings|bookings\/quote|qr\/check-in|waitlists) 409$/.test(route)
          ? 'HoldRefusal'
          : /^POST \/api\/v1\/(bookings|bookings\/quote|waitlists) 422$/.test(route)
            ? 'StayRefusal'
            : route === 'PUT /api/v1/concessionaires/bays/{bayId}/buoys/{buoyId}/service 409'
              ? 'BuoyHasBookings'
              : /^PUT \/api\/v1\/concessionaires\/bays\/\{bayId\}\/layout (409|422)$/.test(route)
                ? 'BayLayoutRefusal'
                : route === 'POST /api/v1/qr/{slug}/presence 403'
                  ? 'PresenceRefused'
                  : 'Error';
      expect([route, ref]).toEqual([route, `#/components/schemas/${expected}`]);
    }
    expect(errors.length).toBeGreaterThan(20);
  });

  it('when a route answers other than JSON, then it is a live stream, an invoice or QR sheet, the history’s CSV, a photo, a concession document or a stay’s calendar', () => {
    const others = answers.filter((answer) => answer.mediaType !== 'application/json');
    expect(others.map(({ route, mediaType }) => `${route} ${mediaType}`).sort()).toEqual([
      'GET /api/v1/admin/applications/{applicationId}/document 200 application/pdf',
      'GET /api/v1/bookings/{bookingId}/calendar.ics 200 text/calendar',
      'GET /api/v1/concessionaires/bays/{bayId}/bookings.csv 200 text/csv',
      'GET /api/v1/concessionaires/bays/{bayId}/invoices/{invoiceId} 200 application/pdf',
      'GET /api/v1/concessionaires/bays/{bayId}/live 200 text/event-stream',
      'GET /api/v1/concessionaires/bays/{bayId}/qr-codes.pdf 200 application/pdf',
      'GET /api/v1/invoices/{invoiceId}/pdf 200 application/pdf',
      'GET /api/v1/map/stream 200 text/event-stream',
      'GET /api/v1/media/photos/{photoId}/{width}.{format} 200 image/jpeg',
      'GET /api/v1/media/photos/{photoId}/{width}.{format} 200 image/webp',
    ]);
  });

  it('when a path parameter is a free string, then it allows at most 100 characters, as Fastify takes no longer one (maxParamLength)', () => {
    const raw: { paths: Record<string, Record<string, { parameters?: PathParameter[] }>> } =
      document as never;
    const tooLong = Object.entries(raw.paths).flatMap(([path, operations]) =>
      Object.values(operations).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter(({ in: where, schema }) => where === 'path' && schema.type === 'string' && !schema.pattern)
          .filter(({ schema }) => schema.maxLength === undefined || schema.maxLength > 100)
          .map(({ name }) => `${path} ${name}`),
      ),
    );
    expect(tooLong).toEqual([]);
  });

  it('when a query parameter is free text, then its pattern refuses the NUL character, as the API does', () => {
    type QueryParameter = {
      in: string;
      name: string;
      schema: { type?: string; enum?: unknown; format?: string; pattern?: string };
    };
    const raw: { paths: Record<string, Record<string, { parameters?: QueryParameter[] }>> } =
      document as never;
    const freeText = Object.entries(raw.paths).flatMap(([path, operations]) =>
      Object.values(operations).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter(({ in: where, schema }) => where === 'query' && schema.type === 'string')
          .filter(({ schema }) => schema.enum === undefined && schema.format === undefined)
          .map(({ name, schema }) => ({ route: `${path} ${name}`, pattern: schema.pattern })),
      ),
    );
    const takingNul = freeText
      .filter(({ pattern }) => pattern === undefined || new RegExp(pattern, 'u').test('ab\u0000cd'))
      .map(({ route }) => route);
    expect(freeText.map(({ route }) => route)).toEqual(
      expect.arrayContaining(['/api/v1/boat-brands q', '/api/v1/locations q']),
    );
    expect(takingNul).toEqual([]);
  });

  it.each(['SignUpBody', 'SignUpQrBody'])(
    'when %s takes an email, then its pattern accepts and refuses what auth does (invalid_email, spec §5)',
    (name) => {
      const schemas: Record<string, { properties: { email: { pattern: string } } }> = document.components
        .schemas as never;
      const rule = new RegExp(schemas[name]?.properties.email.pattern ?? '$^', 'u');
      const accepted = ['sailor@example.com', ' Sailor@Example.COM\n', "o'neil+tag@mail.example.si"];
      const refused = ['', 'not-an-email', 'a..b@example.com', '.a@example.com', 'a.@example.com'];
      const alsoRefused = ['a@example', 'a@-x.com', 'a@x.c', 'a b@example.com'];
      expect(accepted.filter((email) => !rule.test(email))).toEqual([]);
      expect([...refused, ...alsoRefused].filter((email) => rule.test(email))).toEqual([]);
    },
  );

  it('when a request takes an email, then it states the one email rule sign-up states', () => {
    type EmailField = { properties?: { email?: { pattern?: string } }; $ref?: string };
    const schemas = document.components.schemas as Record<string, EmailField>;
    const signUpRule = schemas.SignUpBody?.properties?.email?.pattern;
    const bodies = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        const body = (operation as { requestBody?: { content: Record<string, { schema: EmailField }> } })
          .requestBody?.content['application/json']?.schema;
        const named = body?.$ref?.split('/').pop();
        return { route: `${method.toUpperCase()} ${path}`, schema: named ? schemas[named] : body };
      }),
    );
    // Sign-in takes what was typed: a malformed address is wrong credentials, as any other.
    const emailRules = bodies
      .filter(
        ({ route, schema }) =>
          schema?.properties?.email !== undefined && route !== 'POST /api/v1/auth/signin',
      )
      .map(({ route, schema }) => ({ route, same: schema?.properties?.email?.pattern === signUpRule }));
    expect(signUpRule).toEqual(expect.any(String));
    expect(emailRules.filter(({ same }) => !same)).toEqual([]);
    expect(emailRules.map(({ route }) => route)).toEqual(
      expect.arrayContaining(['POST /api/v1/contact', 'POST /api/v1/auth/request-password-reset']),
    );
  });

  it("when a reset link's uid and token are asked for, then their patterns take what auth makes and refuse what it cannot check", () => {
    const operation: { parameters: PathParameter[] } = document.paths[
      '/api/v1/auth/validate-reset-token/{uid}/{token}'
    ]?.get as never;
    const pattern = (name: string) =>
      new RegExp(operation.parameters.find((p) => p.name === name)?.schema.pattern ?? '$^');
    const uid = Buffer.from('0f8fad5bd9cb469fa16570867728950e', 'hex').toString('base64url');
    const token = Buffer.alloc(32, 0xff).toString('base64url');
    expect([pattern('uid').test(uid), pattern('token').test(token)]).toEqual([true, true]);
    expect([pattern('uid').test(`${uid.slice(0, 21)}B`), pattern('token').test(token.slice(1))]).toEqual([
      false,
      false,
    ]);
  });
});
