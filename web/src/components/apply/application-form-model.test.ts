import {
  applicationFormData,
  checkApplication,
  checkDocument,
  emptyApplication,
  fieldOfRefusal,
  MAX_DOCUMENT_BYTES,
  taxNumberShapeFits,
  type ApplicationValues,
} from './application-form-model';

const pdf = (size = 2000, type = 'application/pdf', name = 'decision.pdf') =>
  new File([new Uint8Array(size)], name, { type });

const filled = (changes: Partial<ApplicationValues> = {}): ApplicationValues => ({
  companyName: 'Uvala d.o.o.',
  registeredAddress: 'Obala 1, 23000 Zadar',
  country: 'HR',
  taxNumber: '69435151530',
  concessionNumber: 'KLASA 342-01/26-01/7',
  validFrom: '2026-01-01',
  validUntil: '2030-12-31',
  bayName: 'Uvala Lučica',
  pin: { lat: 43.9, lon: 15.2 },
  contactPhone: '+385 91 234 5678',
  document: pdf(),
  ...changes,
});

describe('the apply form', () => {
  it('when every field is filled well, then nothing is refused', () => {
    expect(checkApplication(filled())).toEqual({});
  });

  it('when the form is empty, then every field is required and the pin asks to be placed', () => {
    const errors = checkApplication(emptyApplication());
    expect(errors.companyName).toEqual({ key: 'required' });
    expect(errors.country).toEqual({ key: 'required' });
    expect(errors.pin).toEqual({ key: 'pinRequired' });
    expect(errors.document).toEqual({ key: 'required' });
    expect(Object.keys(errors)).toHaveLength(11);
  });

  it('when the concession ends on or before its start, then the end date is refused', () => {
    expect(checkApplication(filled({ validUntil: '2026-01-01' }))).toEqual({
      validUntil: { key: 'datesOrder' },
    });
  });

  it('when a phone has no digits to speak of, then it is refused as the server would', () => {
    expect(checkApplication(filled({ contactPhone: 'call me' }))).toEqual({
      contactPhone: { key: 'phoneFormat' },
    });
  });

  it('when a name is longer than the server keeps, then it is too long', () => {
    expect(checkApplication(filled({ bayName: 'x'.repeat(101) }))).toEqual({ bayName: { key: 'tooLong' } });
  });
});

describe('tax number shapes per country', () => {
  it('when the numbers have their country shape, with prefix or spaces, then they fit', () => {
    expect(taxNumberShapeFits('HR', 'HR 694 3515 1530')).toBe(true);
    expect(taxNumberShapeFits('SI', 'SI15012557')).toBe(true);
    expect(taxNumberShapeFits('IT', 'IT00743110157')).toBe(true);
  });

  it('when a number has the wrong length or another country prefix, then it does not fit', () => {
    expect(taxNumberShapeFits('HR', '6943515153')).toBe(false);
    expect(taxNumberShapeFits('SI', '05012557')).toBe(false);
    expect(taxNumberShapeFits('IT', 'HR00743110157')).toBe(false);
    expect(checkApplication(filled({ country: 'SI' }))).toEqual({ taxNumber: { key: 'taxNumberFormat' } });
  });
});

describe('the concession document', () => {
  it('when it is not a PDF, then its type is refused', () => {
    expect(checkDocument(pdf(10, 'image/png', 'scan.png'))).toEqual({ key: 'documentType' });
  });

  it('when it is over 10 MB, then its size is refused; at 10 MB it is taken', () => {
    expect(checkDocument(pdf(MAX_DOCUMENT_BYTES + 1))).toEqual({ key: 'documentSize' });
    expect(checkDocument(pdf(MAX_DOCUMENT_BYTES))).toBeUndefined();
  });

  it('when the browser gives no type but the name ends in .pdf, then it goes to the server to judge', () => {
    expect(checkDocument(pdf(10, '', 'DECISION.PDF'))).toBeUndefined();
  });
});

describe('the multipart body', () => {
  it('when the form is sent, then it carries every field the BFF reads, the language and the file last', () => {
    const body = applicationFormData(filled(), 'hr');
    expect(body).not.toBeNull();
    const names = [...(body?.keys() ?? [])];
    expect(names).toEqual([
      'company_name',
      'registered_address',
      'country',
      'tax_number',
      'concession_number',
      'valid_from',
      'valid_until',
      'bay_name',
      'bay_lat',
      'bay_lon',
      'contact_phone',
      'language',
      'document',
    ]);
    expect(body?.get('bay_lat')).toBe('43.900000');
    expect(body?.get('language')).toBe('hr');
  });
});

describe('refusals of the server on their fields', () => {
  it('when a code belongs to a field, then it shows there with its catalogue code', () => {
    expect(fieldOfRefusal({ code: 'invalid_tax_number', text: null })).toEqual({
      taxNumber: { code: 'invalid_tax_number' },
    });
    expect(fieldOfRefusal({ code: 'document_too_large', text: null })).toEqual({
      document: { code: 'document_too_large' },
    });
  });

  it('when an invalid request names a field, then it shows on that field', () => {
    expect(fieldOfRefusal({ code: 'invalid_request', text: 'Invalid bay name' })).toEqual({
      bayName: { code: 'invalid_request' },
    });
  });

  it('when a refusal is about the whole application, then no field takes it', () => {
    expect(fieldOfRefusal({ code: 'application_already_open', text: null })).toEqual({});
  });
});
