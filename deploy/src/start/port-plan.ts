import { ephemeralPortProblem, type PortRange } from '@moorline/kit';
import { serviceNames, type PortPlan } from './deployables';

/** Each port of a plan under the name a reader finds it by: bff, web, grpc.auth, http.auth, … */
export function namedPorts(plan: PortPlan): [string, number][] {
  return [
    ['bff', plan.bff],
    ['web', plan.web],
    ...serviceNames.map((service): [string, number] => [`grpc.${service}`, plan.grpc[service]]),
    ...serviceNames.map((service): [string, number] => [`http.${service}`, plan.http[service]]),
  ];
}

/**
 * Refuses a plan with a port inside the ephemeral range before anything starts: the service
 * would refuse it too, but only in its log. The ports of `make start` are its defaultPorts, the
 * browser tests' are in web/e2e/full-stack.ts.
 */
export function assertPortPlanOutsideEphemeralRange(plan: PortPlan, range: PortRange | undefined): void {
  const problems = namedPorts(plan).flatMap(([name, port]) => {
    const problem = ephemeralPortProblem(port, range);
    return problem === undefined ? [] : [`  - ports.${name}: ${problem}`];
  });
  if (problems.length > 0)
    throw new Error(
      `the port plan (deploy/src/start/deployables.ts for make start) has ports the kernel may give away:\n${problems.join('\n')}`,
    );
}
