import type { bookingV1, catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { boatTypes, protoValue, wireValue } from '../../wire/enum-tables';
import type { BoatDetailsBody } from './fleet-schemas';

/** The proto boat type of a wire name, from the one boat type table. */
function boatTypeCode(name: BoatDetailsBody['type']): catalogV1.BoatType {
  const type = protoValue(boatTypes, name);
  if (type === undefined) throw new AppError('invalid_request', 'Unknown boat type');
  return type;
}

export function boatDetailsMessage(body: BoatDetailsBody): bookingV1.BoatDetails {
  return {
    name: body.name,
    brandId: body.brand_id ?? '',
    modelId: body.model_id ?? '',
    customBrand: body.custom_brand ?? '',
    customModel: body.custom_model ?? '',
    type: boatTypeCode(body.type),
    registrationNumber: body.registration_number,
    loaCm: body.loa_cm,
    // proto3 has no null for an int: 0 says unknown (booking.proto).
    beamCm: body.beam_cm ?? 0,
    draftCm: body.draft_cm ?? 0,
  };
}

export function boatJson(boat: bookingV1.Boat | undefined) {
  const type = boat && wireValue(boatTypes, boat.type);
  // Booking answers every boat, and never one without a type.
  if (boat === undefined || type === undefined) throw new AppError('internal');
  return {
    id: boat.boatId,
    name: boat.name,
    brand: boat.brand,
    model: boat.model,
    brand_id: boat.brandId === '' ? null : boat.brandId,
    model_id: boat.modelId === '' ? null : boat.modelId,
    custom_brand_model: boat.customBrandModel,
    type,
    registration_number: boat.registrationNumber,
    loa_cm: boat.loaCm,
    beam_cm: boat.beamCm === 0 ? null : boat.beamCm,
    draft_cm: boat.draftCm === 0 ? null : boat.draftCm,
    created_at: (boat.createdAt ?? new Date(0)).toISOString(),
    updated_at: (boat.updatedAt ?? new Date(0)).toISOString(),
  };
}
