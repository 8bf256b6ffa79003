import { loadConfig, serviceEnvWithPorts, type ServiceConfig } from '@moorline/kit';

// ARCHITECTURE §10: gRPC on 50054, HTTP (health, readiness, metrics) on 8104.
export const readConfig = (): ServiceConfig => loadConfig(serviceEnvWithPorts(50054, 8104));
