import { requestDigest } from '@moorline/kit';
import type { ResolvedBrandModel } from './boat-catalog';
import type { CheckedBoatDetails } from './boat-rules';

/** The columns a boater's details set, create and update alike. */
export function detailColumns(details: CheckedBoatDetails, brandModel: ResolvedBrandModel) {
  return {
    name: details.name,
    ...brandModel,
    boat_type: details.type,
    registration_number: details.registrationNumber,
    loa_cm: details.loaCm,
    beam_cm: details.beamCm,
    draft_cm: details.draftCm,
  };
}

/** A digest of checked details: equal for one request sent twice, different for other details. */
export function detailsDigest(details: CheckedBoatDetails): string {
  return requestDigest(details);
}
