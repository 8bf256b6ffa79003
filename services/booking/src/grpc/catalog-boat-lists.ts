import type { catalogV1 } from '@moorline/contracts';
import { isAppError, type GrpcClient } from '@moorline/kit';
import type { BoatCatalog } from '../fleet/boat-catalog';

// ListBrands and ListModels answer at most this many; a brand with more models than this would
// need a by-id call in catalog's contract (README, "Brand and model").
const LIST_LIMIT = 200;

/** The fleet's view of catalog's boat lists, over catalog's gRPC. */
export function catalogBoatLists(client: GrpcClient<typeof catalogV1.CatalogServiceDefinition>): BoatCatalog {
  return {
    async namesOf(brandId, modelId) {
      const models = await client
        .listModels({ brandId, query: '', limit: LIST_LIMIT })
        .catch((error: unknown) => {
          // An unknown brand: the pair is not in the lists.
          if (isAppError(error) && error.code === 'not_found') return undefined;
          throw error;
        });
      const model = models?.models.find((candidate) => candidate.modelId === modelId);
      if (model === undefined) return undefined;
      const { brands } = await client.listBrands({ query: '', limit: LIST_LIMIT });
      const brand = brands.find((candidate) => candidate.brandId === brandId);
      return brand && { brand: brand.name, model: model.name };
    },
  };
}
