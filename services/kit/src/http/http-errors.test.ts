import { describe, expect, it } from '@jest/globals';
import { httpErrorAnswer } from './http-errors';

const refusal = (statusCode: number) => Object.assign(new Error('refused'), { statusCode });

describe('HTTP error answers', () => {
  it('when a plugin refuses with a status the catalogue has no code for, then it is 400 invalid_request', () => {
    expect(httpErrorAnswer(refusal(406))).toMatchObject({ status: 400, code: 'invalid_request' });
  });

  it('when a refusal has a catalogued status, then it keeps it with its code', () => {
    expect(httpErrorAnswer(refusal(415))).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('when a failure is not a refusal, then it is 500 internal', () => {
    expect(httpErrorAnswer(new Error('boom'))).toMatchObject({ status: 500, code: 'internal' });
  });
});
