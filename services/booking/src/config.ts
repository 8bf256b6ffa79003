import { loadConfig, serviceEnvWithPorts, type ServiceConfig } from '@moorline/kit';

// ARCHITECTURE §10: gRPC on 50053, HTTP (health, readiness, metrics) on 8103.
export const readConfig = (): ServiceConfig => loadConfig(serviceEnvWithPorts(50053, 8103));
