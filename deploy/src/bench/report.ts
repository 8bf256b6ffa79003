/** A bound a figure must keep: at most, at least, or both. */
export interface Bound {
  atMost?: number;
  atLeast?: number;
}

/** A value with its unit, e.g. 1.2 ms or 8,400 answers/s. */
export interface Quantity {
  value: number;
  unit: string;
}

/**
 * One benchmark figure as `make bench` reports it: what was measured, beside the baseline
 * measured in the same run, their ratio, and the target it meets or misses. A figure whose
 * target is absolute (seconds, kilobytes, a score) has no baseline; its ratio is then to the
 * target itself (`ratioOf: 'target'`), so every row still reads as a ratio.
 */
export interface Figure {
  /** P1 … P10. */
  id: string;
  what: string;
  measured: Quantity;
  baseline?: Quantity & { what: string };
  ratio?: number;
  ratioOf?: 'baseline' | 'target';
  /** What the target bounds: the ratio, or the measured value itself. */
  target: { of: 'ratio' | 'value'; bound: Bound };
  meets: boolean;
  /** Context a reader needs: counts, failures, where the time went. */
  notes?: string[];
}

const keeps = (value: number, bound: Bound): boolean =>
  Number.isFinite(value) &&
  (bound.atMost === undefined || value <= bound.atMost) &&
  (bound.atLeast === undefined || value >= bound.atLeast);

/** A figure whose target is a bound on measured ÷ baseline. */
export function ratioFigure(figure: {
  id: string;
  what: string;
  measured: Quantity;
  baseline: Quantity & { what: string };
  bound: Bound;
  notes?: string[];
}): Figure {
  const ratio = figure.measured.value / figure.baseline.value;
  return {
    id: figure.id,
    what: figure.what,
    measured: figure.measured,
    baseline: figure.baseline,
    ratio,
    ratioOf: 'baseline',
    target: { of: 'ratio', bound: figure.bound },
    meets: keeps(ratio, figure.bound),
    ...(figure.notes ? { notes: figure.notes } : {}),
  };
}

/**
 * A figure whose target is a bound on the value itself. With a baseline the ratio is to it
 * (shown, not judged); without one the ratio is to the bound (the share of the budget used).
 */
export function valueFigure(figure: {
  id: string;
  what: string;
  measured: Quantity;
  baseline?: Quantity & { what: string };
  /** The ratio to the baseline when it is not measured ÷ baseline (an added time: the two totals). */
  ratio?: number;
  bound: Bound;
  notes?: string[];
}): Figure {
  const limit = figure.bound.atMost ?? figure.bound.atLeast;
  const ratio = figure.baseline
    ? (figure.ratio ?? figure.measured.value / figure.baseline.value)
    : limit
      ? figure.measured.value / limit
      : undefined;
  return {
    id: figure.id,
    what: figure.what,
    measured: figure.measured,
    ...(figure.baseline ? { baseline: figure.baseline } : {}),
    ...(ratio === undefined ? {} : { ratio, ratioOf: figure.baseline ? 'baseline' : 'target' }),
    target: { of: 'value', bound: figure.bound },
    meets: keeps(figure.measured.value, figure.bound),
    ...(figure.notes ? { notes: figure.notes } : {}),
  };
}

/**
 * Thrown by a section that measured some figures but not all: the runner reports the figures it
 * has and the reason for the rest (the run then exits non-zero, as it could not measure).
 */
export class IncompleteRun extends Error {
  constructor(
    readonly figures: Figure[],
    reason: string,
  ) {
    super(reason);
  }
}

function number(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : 'failed';
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const quantityText = ({ value, unit }: Quantity): string =>
  `${number(value)}${unit === '×' ? '×' : ` ${unit}`}`.trim();

export function ratioText(figure: Figure): string {
  if (figure.ratio === undefined) return '';
  if (Number.isNaN(figure.ratio)) return 'n/a';
  return `${number(figure.ratio)}×${figure.ratioOf === 'target' ? ' of target' : ''}`;
}

export function targetText(figure: Figure): string {
  const { of, bound } = figure.target;
  const unit = of === 'ratio' ? '×' : figure.measured.unit;
  const side = (sign: string, value: number) => `${sign} ${quantityText({ value, unit })}`;
  if (bound.atLeast !== undefined && bound.atLeast === bound.atMost) return side('=', bound.atLeast);
  const parts = [
    bound.atLeast === undefined ? undefined : side('≥', bound.atLeast),
    bound.atMost === undefined ? undefined : side('≤', bound.atMost),
  ].filter((part): part is string => part !== undefined);
  return parts.join(' and ');
}

export const verdict = (figure: Figure): string => (figure.meets ? 'meets' : 'MISSES');

/** The figures as aligned console lines, for a benchmark script run alone. */
export function figureLines(figures: Figure[]): string[] {
  return figures.flatMap((figure) => [
    `${figure.id.padEnd(4)} ${figure.what}`,
    `     measured ${quantityText(figure.measured)}` +
      (figure.baseline ? `   baseline ${quantityText(figure.baseline)} (${figure.baseline.what})` : '') +
      (figure.ratio === undefined ? '' : `   ratio ${ratioText(figure)}`) +
      `   target ${targetText(figure)}   ${verdict(figure)}`,
    ...(figure.notes ?? []).map((note) => `     ${note}`),
  ]);
}

export function printFigures(title: string, figures: Figure[]): void {
  console.log([``, title, ...figureLines(figures)].join('\n'));
}
