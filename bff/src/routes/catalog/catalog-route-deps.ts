import type { catalogV1 } from '@moorline/contracts';
import type { AccessTokenVerifier, GrpcClient } from '@moorline/kit';

export interface CatalogRouteDeps {
  catalog: GrpcClient<catalogV1.CatalogServiceDefinition>;
  verifyAccessToken: AccessTokenVerifier;
}
