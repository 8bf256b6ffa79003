import type { ManagementKind } from '../../../http/api-schema';
import type { SymbolGlyph, SymbolTone } from '../../symbols/symbol-icon';

// spec §4: a buoy's kind reads by its glyph as well as its colour, as on the public map and its
// legend (map-symbols.ts): digital the tick, first come first served the flag, traditional the i.
export const MANAGEMENT_SYMBOLS: Record<ManagementKind, { glyph: SymbolGlyph; tone: SymbolTone }> = {
  digital: { glyph: 'tick', tone: 'primary' },
  fcfs: { glyph: 'flag', tone: 'accent' },
  traditional: { glyph: 'info', tone: 'neutral' },
};
