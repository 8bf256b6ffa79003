import { AppError } from '@moorline/kit';
import type { BrandModelChoice } from './boat-rules';

/** Catalog's brand and model lists, as the fleet needs them: the names of a picked pair. */
export interface BoatCatalog {
  /** The names of a brand and one of its models; undefined when the pair is not in the lists. */
  namesOf(brandId: string, modelId: string): Promise<{ brand: string; model: string } | undefined>;
}

/** The brand and model columns of a boat row. */
export interface ResolvedBrandModel {
  brand: string;
  model: string;
  brand_id: string | null;
  model_id: string | null;
  custom_brand_model: boolean;
}

/**
 * A pair from the lists must be in them (the model of that brand); free text is marked as new, and
 * so is an unknown pair, with empty names (the table's check allows a pair without ids only so).
 */
export async function resolveBrandModel(
  catalog: BoatCatalog,
  choice: BrandModelChoice,
): Promise<ResolvedBrandModel> {
  if (choice.kind === 'unknown') {
    return { brand: '', model: '', brand_id: null, model_id: null, custom_brand_model: true };
  }
  if (choice.kind === 'custom') {
    return {
      brand: choice.brand,
      model: choice.model,
      brand_id: null,
      model_id: null,
      custom_brand_model: true,
    };
  }
  const names = await catalog.namesOf(choice.brandId, choice.modelId);
  if (names === undefined) throw new AppError('invalid_request', 'Unknown brand or model');
  return { ...names, brand_id: choice.brandId, model_id: choice.modelId, custom_brand_model: false };
}
