import { loadConfig, serviceEnvWithPorts, type ServiceConfig } from '@moorline/kit';

// ARCHITECTURE §10: gRPC on 50055, HTTP (health, readiness, metrics) on 8105.
export const readConfig = (): ServiceConfig => loadConfig(serviceEnvWithPorts(50055, 8105));
