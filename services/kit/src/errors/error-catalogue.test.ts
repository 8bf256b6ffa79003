import { describe, expect, it } from '@jest/globals';
import { Status } from 'nice-grpc-common';
import { AppError } from './app-error';
import { codeForGrpcStatus, errorCatalogue, isErrorCode } from './error-catalogue';

describe('error catalogue', () => {
  it('when an AppError is built without a message, then the catalogue wording is used', () => {
    const error = new AppError('invalid_credentials');
    expect(error.message).toBe('Invalid credentials');
    expect(error.httpStatus).toBe(401);
    expect(error.grpcStatus).toBe(Status.UNAUTHENTICATED);
  });

  it('when a code is mapped to gRPC and back, then client errors keep their class', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      const back = codeForGrpcStatus(entry.grpc);
      expect(errorCatalogue[back].http >= 500).toBe(entry.http >= 500);
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it('when a peer sends a bare status of a lost race or a broken precondition, then it is a conflict', () => {
    expect(codeForGrpcStatus(Status.ABORTED)).toBe('conflict');
    expect(codeForGrpcStatus(Status.FAILED_PRECONDITION)).toBe('conflict');
  });

  it('when a string is not a code, then it is not accepted as one', () => {
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('no_such_code')).toBe(false);
  });
});
