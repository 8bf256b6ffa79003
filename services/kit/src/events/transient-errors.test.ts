import { describe, expect, it } from '@jest/globals';
import { isBrokerUnreachable, isTransientInfrastructureError } from './transient-errors';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isTransientInfrastructureError', () => {
  it('when the database is unreachable, restarting or deadlocked, then the failure is transient', () => {
    for (const code of ['08006', '08001', '57P01', '57P03', '40P01', '40001', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isTransientInfrastructureError(withCode(code))).toBe(true);
    }
    expect(isTransientInfrastructureError(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('when the event itself cannot be applied, then the failure is not transient', () => {
    for (const code of ['23505', '23514', '22P02', '42P01']) {
      expect(isTransientInfrastructureError(withCode(code))).toBe(false);
    }
    expect(isTransientInfrastructureError(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isTransientInfrastructureError('boom')).toBe(false);
  });
});

const named = (name: string, cause?: unknown) => Object.assign(new Error(name), { name, cause });

describe('isBrokerUnreachable', () => {
  it('when no broker answers, directly or as the cause kafkajs gave up on, then the broker is unreachable', () => {
    expect(isBrokerUnreachable(named('KafkaJSConnectionError'))).toBe(true);
    expect(
      isBrokerUnreachable(named('KafkaJSNumberOfRetriesExceeded', named('KafkaJSRequestTimeoutError'))),
    ).toBe(true);
    expect(isBrokerUnreachable(named('KafkaJSNumberOfRetriesExceeded', withCode('ECONNREFUSED')))).toBe(true);
  });

  it('when the broker answers and refuses the record, then the broker is not unreachable', () => {
    expect(isBrokerUnreachable(named('KafkaJSProtocolError'))).toBe(false);
    expect(isBrokerUnreachable(named('KafkaJSNumberOfRetriesExceeded', named('KafkaJSProtocolError')))).toBe(
      false,
    );
    expect(isBrokerUnreachable(new Error('record refused by the broker'))).toBe(false);
    expect(isBrokerUnreachable(undefined)).toBe(false);
  });
});
