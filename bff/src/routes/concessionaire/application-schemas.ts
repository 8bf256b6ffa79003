import { Type } from '@fastify/type-provider-typebox';
import { applicationStates, wireValues } from '../../wire/enum-tables';
import { named, namedEnum, nullable } from '../../wire/named-schema';

// Concession applications (issue 27 item 1). Limits are the catalog's; the schemas keep requests
// to a size the service answers with its own codes.

export const ApplicationState = namedEnum(
  'ApplicationState',
  wireValues(applicationStates),
  'submitted: waiting for a decision; approved: the applicant runs the draft bay `bay_id`; rejected: with `reject_reason`; withdrawn by the applicant',
);

export const ConcessionApplication = named(
  'ConcessionApplication',
  Type.Object({
    application_id: Type.String({ format: 'uuid' }),
    applicant_user_id: Type.String({ format: 'uuid' }),
    applicant_email: Type.String(),
    company_name: Type.String(),
    registered_address: Type.String(),
    country: Type.String({ description: 'HR, SI or IT' }),
    tax_number: Type.String({ description: 'The company’s tax number, digits only' }),
    concession_number: Type.String(),
    valid_from: Type.String({ format: 'date' }),
    valid_until: Type.String({ format: 'date' }),
    bay_name: Type.String(),
    bay_lat: Type.Number(),
    bay_lon: Type.Number(),
    contact_phone: Type.String(),
    language: Type.String({ description: 'Language of the emails about the application: en, sl, hr or it' }),
    state: ApplicationState.ref,
    reject_reason: nullable(Type.String()),
    bay_id: nullable(Type.String({ format: 'uuid', description: 'The draft bay approval created' })),
    document_byte_size: Type.Integer(),
    document_content_type: Type.String(),
    submitted_at: Type.String({ format: 'date-time' }),
    decided_at: nullable(Type.String({ format: 'date-time' })),
  }),
);

export const ConcessionApplicationList = named(
  'ConcessionApplicationList',
  Type.Object({ applications: Type.Array(ConcessionApplication.ref) }),
);

export const ApplicationQueuePage = named(
  'ApplicationQueuePage',
  Type.Object({
    applications: Type.Array(ConcessionApplication.ref),
    next_cursor: nullable(
      Type.String({ description: 'Pass as `cursor` for the next page; null on the last' }),
    ),
  }),
);

export const ApplicationRejection = named(
  'ApplicationRejection',
  Type.Object(
    { reason: Type.String({ maxLength: 4_000, description: 'Shown to the applicant; required' }) },
    {
      additionalProperties: false,
      description: 'At most 2,000 characters (`invalid_request`); blank is `reject_reason_required`',
    },
  ),
);
