import { catalogV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient } from '@moorline/kit';
import type { RunningCatalog } from './support';

export type BaySetupClient = ReturnType<typeof createGrpcClient<typeof catalogV1.BaySetupServiceDefinition>>;

/** A client of catalog's BaySetupService (setup and audit log, issue 27). */
export const baySetupClient = (catalog: RunningCatalog): BaySetupClient =>
  createGrpcClient(catalogV1.BaySetupServiceDefinition, createChannel(catalog.grpcAddress));
