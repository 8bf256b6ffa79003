import { catalogV1, type bookingV1 } from '@moorline/contracts';
import type { BoatDetailsInput } from '../fleet/boat-rules';
import type { BoatRow } from '../fleet/boat.repository';
import type { BoatType } from '../fleet/boat.table';

const v1 = catalogV1;

export const boatTypeCode: Record<BoatType, catalogV1.BoatType> = {
  powermonohull: v1.BoatType.BOAT_TYPE_POWER_MONOHULL,
  powermultihull: v1.BoatType.BOAT_TYPE_POWER_MULTIHULL,
  sailmonohull: v1.BoatType.BOAT_TYPE_SAIL_MONOHULL,
  sailmultihull: v1.BoatType.BOAT_TYPE_SAIL_MULTIHULL,
};

/** The stored name of a proto boat type; '' for unspecified or unknown, which the rules refuse. */
function boatTypeFrom(code: catalogV1.BoatType): string {
  const entry = Object.entries(boatTypeCode).find(([, value]) => value === code);
  return entry?.[0] ?? '';
}

export function boatDetailsFrom(details: bookingV1.BoatDetails | undefined): BoatDetailsInput {
  return {
    name: details?.name ?? '',
    brandId: details?.brandId ?? '',
    modelId: details?.modelId ?? '',
    customBrand: details?.customBrand ?? '',
    customModel: details?.customModel ?? '',
    type: boatTypeFrom(details?.type ?? v1.BoatType.BOAT_TYPE_UNSPECIFIED),
    registrationNumber: details?.registrationNumber ?? '',
    loaCm: details?.loaCm ?? 0,
    beamCm: details?.beamCm ?? 0,
    draftCm: details?.draftCm ?? 0,
  };
}

export function boatMessage(boat: BoatRow): bookingV1.Boat {
  return {
    boatId: boat.id,
    name: boat.name,
    brand: boat.brand,
    model: boat.model,
    brandId: boat.brand_id ?? '',
    modelId: boat.model_id ?? '',
    customBrandModel: boat.custom_brand_model,
    type: boatTypeCode[boat.boat_type],
    registrationNumber: boat.registration_number,
    loaCm: boat.loa_cm,
    // proto3 has no null for an int: 0 says unknown (booking.proto).
    beamCm: boat.beam_cm ?? 0,
    draftCm: boat.draft_cm ?? 0,
    createdAt: boat.created_at,
    updatedAt: boat.updated_at,
  };
}
