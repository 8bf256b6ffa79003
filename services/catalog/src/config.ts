import { loadConfig, serviceEnvWithPorts, type ServiceConfig } from '@moorline/kit';

// ARCHITECTURE §10: gRPC on 50052, HTTP (health, readiness, metrics) on 8102.
export const readConfig = (): ServiceConfig => loadConfig(serviceEnvWithPorts(50052, 8102));
