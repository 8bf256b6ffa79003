import type { Extras, Language, Stay } from '../http/api-schema';
import type { PreviewChoice } from './preview-query';

// The stay as the quote and hold take it (issue 12 item 3): a day stay names its day and the
// hours wanted (0: until the bay's day check-out), a night stay its arrival and departure. The
// page's language goes with it: the booking keeps it for its checkout, emails and invoice.
// The partner embed the boater came through goes with the hold (issue 27 item 5).

export type StaySelections = { boatId: string; extras: Extras; dayHours: number; language: Language };

export const NO_EXTRAS: Extras = { mooring_assistance: false, trash_collection: false };

export function stayRequest(choice: PreviewChoice, selections: StaySelections): Stay {
  const common = {
    buoy_id: choice.buoy,
    boat_id: selections.boatId,
    from_date: choice.from,
    extras: selections.extras,
    language: selections.language,
    ...(choice.embed === undefined ? {} : { embed_id: choice.embed }),
  };
  return choice.kind === 'day'
    ? { ...common, stay_kind: 'day', day_hours: selections.dayHours }
    : { ...common, stay_kind: 'night', to_date: choice.to };
}
