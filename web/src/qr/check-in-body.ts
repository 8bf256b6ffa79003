import type { CheckInBody, Language } from '../http/api-schema';
import type { FlowChoice } from './qr-flow';

/**
 * The check-in as the BFF takes it: an arrival names only the pass and the boat; a walk-up names
 * its stay, with `nights` for a night stay only (a day stay has none), and the extras.
 */
export function checkInBody(choice: FlowChoice, boatId: string, language: Language): CheckInBody {
  const base = { presence_id: choice.presence, boat_id: boatId, language };
  if (choice.mode === 'arrival') return base;
  const extras = { mooring_assistance: choice.assist, trash_collection: choice.trash };
  return choice.kind === 'day'
    ? { ...base, stay_kind: 'day', extras }
    : { ...base, stay_kind: 'night', nights: choice.nights, extras };
}
