import { Status, badInput, type CataloguePart } from './catalogue-entry';

const conflict = (message: string) => ({ message, http: 409, grpc: Status.FAILED_PRECONDITION }) as const;

/** Concession applications and their approval (issue 27 item 1). */
export const applicationErrors = {
  invalid_tax_number: badInput('This tax number is not valid for the company’s country'),
  invalid_concession_dates: badInput(
    'The concession must end after it starts, and must not have ended already',
  ),
  document_not_pdf: { ...badInput('Upload the concession document as a PDF'), http: 415 },
  document_too_large: { ...badInput('The document is larger than 10 MB'), http: 413 },
  reject_reason_required: badInput('Give the reason for the rejection'),
  application_already_open: conflict('You already have an application waiting for a decision'),
  application_not_open: conflict('This application has already been decided or withdrawn'),
} as const satisfies CataloguePart;
