import { Status } from 'nice-grpc-common';

/** One stable error code: its English message (spec §8 wording), HTTP status and gRPC status. */
export interface CatalogueEntry {
  message: string;
  http: number;
  grpc: Status;
}

export type CataloguePart = Record<string, CatalogueEntry>;

/** An entry for a request the caller must correct: 400 over HTTP, INVALID_ARGUMENT over gRPC. */
export const badInput = (message: string) => ({ message, http: 400, grpc: Status.INVALID_ARGUMENT }) as const;

export { Status };
