import { describe, expect, it } from '@jest/globals';
import { ephemeralPortProblem, linuxDefaultEphemeralRange, loadConfig } from '@moorline/kit';
import { defaultPorts, type PortPlan } from './deployables';
import { assertPortPlanOutsideEphemeralRange, namedPorts } from './port-plan';
import { startEnv } from './start-config';
import { defaultTraceViewerPorts } from './trace-viewer';

const linux = linuxDefaultEphemeralRange;

describe("make start's fixed ports", () => {
  // Issue 26: payment's 50054 was taken by a Kafka client's connection, then by its TIME_WAIT.
  it('when make start runs on a default Linux kernel, then none of its ports lies in the ephemeral range', () => {
    const embedded = loadConfig(startEnv, {});
    const fixed: [string, number][] = [
      ...namedPorts(defaultPorts),
      ...Object.entries(defaultTraceViewerPorts).map(([name, port]): [string, number] => [
        `jaeger.${name}`,
        port,
      ]),
      ['MOORLINE_POSTGRES_PORT', embedded.MOORLINE_POSTGRES_PORT],
      ['MOORLINE_KAFKA_PORT', embedded.MOORLINE_KAFKA_PORT],
      ['MOORLINE_KAFKA_CONTROLLER_PORT', embedded.MOORLINE_KAFKA_CONTROLLER_PORT],
    ];
    expect(fixed.filter(([, port]) => ephemeralPortProblem(port, linux) !== undefined)).toEqual([]);
  });
});

describe('a port plan and the ephemeral range', () => {
  const withPayment = (grpcPort: number): PortPlan => ({
    ...defaultPorts,
    grpc: { ...defaultPorts.grpc, payment: grpcPort },
  });

  it('when every port lies outside the range, then the plan passes', () => {
    expect(() => assertPortPlanOutsideEphemeralRange(withPayment(15054), linux)).not.toThrow();
  });

  it('when a port lies inside the range, then the refusal names its entry, the range and where to move it', () => {
    expect(() => assertPortPlanOutsideEphemeralRange(withPayment(50054), linux)).toThrow(
      "ports.grpc.payment: 50054 lies in the kernel's ephemeral port range 32768–60999",
    );
    expect(() => assertPortPlanOutsideEphemeralRange(withPayment(50054), linux)).toThrow(
      'set it below 32768 or above 60999',
    );
  });

  it('when the machine has no such range (not Linux), then the plan passes', () => {
    expect(() => assertPortPlanOutsideEphemeralRange(withPayment(50054), undefined)).not.toThrow();
  });
});
