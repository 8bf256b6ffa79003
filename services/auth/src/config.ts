import { loadConfig, serviceEnvWithPorts, type ServiceConfig } from '@moorline/kit';

// ARCHITECTURE §10: gRPC on 50051, HTTP (health, readiness, metrics) on 8101.
export const readConfig = (): ServiceConfig => loadConfig(serviceEnvWithPorts(50051, 8101));
