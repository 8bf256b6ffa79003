import type { InvoiceFacts, InvoiceLine } from './invoice-facts';

/** What an invoice's total was paid for, as the turnover splits it (issue 15 item 5). */
export interface TurnoverParts {
  night_minor: number;
  day_minor: number;
  mooring_assistance_minor: number;
  trash_collection_minor: number;
}

const partOf: Record<InvoiceLine['kind'], keyof TurnoverParts> = {
  night: 'night_minor',
  day_hours: 'day_minor',
  day_full: 'day_minor',
  mooring_assistance: 'mooring_assistance_minor',
  trash_collection: 'trash_collection_minor',
};

/**
 * The invoice's lines added up by stay kind and extra. The parts always add up to the total:
 * anything the lines do not account for (a line of a kind booking adds later) counts to the stay
 * itself, so the turnover's split never disagrees with its gross.
 */
export function turnoverPartsOf(
  facts: Pick<InvoiceFacts, 'lines' | 'totalMinor' | 'stayKind'>,
): TurnoverParts {
  const parts: TurnoverParts = {
    night_minor: 0,
    day_minor: 0,
    mooring_assistance_minor: 0,
    trash_collection_minor: 0,
  };
  for (const line of facts.lines) parts[partOf[line.kind]] += line.amountMinor;
  const accounted = Object.values(parts).reduce((sum, part) => sum + part, 0);
  parts[facts.stayKind === 'day' ? 'day_minor' : 'night_minor'] += facts.totalMinor - accounted;
  return parts;
}
