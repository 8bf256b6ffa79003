import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..', '..');

export const serviceNames = ['auth', 'catalog', 'booking', 'payment', 'notification'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Ports of one platform run; `make start` uses ARCHITECTURE §10's, tests use free ones. */
export interface PortPlan {
  bff: number;
  web: number;
  grpc: Record<ServiceName, number>;
  http: Record<ServiceName, number>;
}

export const defaultPorts: PortPlan = {
  bff: 8000,
  web: 3000,
  grpc: { auth: 15051, catalog: 15052, booking: 15053, payment: 15054, notification: 15055 },
  http: { auth: 8101, catalog: 8102, booking: 8103, payment: 8104, notification: 8105 },
};

export const databaseName = (service: ServiceName) => `moorline_${service}`;

export const serviceEntry = (service: ServiceName) => join(repoRoot, 'services', service, 'src', 'main.ts');
export const bffEntry = join(repoRoot, 'bff', 'src', 'main.ts');
