/**
 * The metric names a PromQL expression selects, without a full parser: strings, label matchers,
 * ranges and grouping label lists are dropped first, then every identifier left that is not a
 * keyword or a function call names a metric. Calls to functions outside `promqlFunctions` are
 * reported too, since a misspelt function would otherwise read as a metric.
 */
export const promqlFunctions = new Set([
  'abs',
  'absent',
  'absent_over_time',
  'avg',
  'avg_over_time',
  'bottomk',
  'ceil',
  'changes',
  'clamp',
  'clamp_max',
  'clamp_min',
  'count',
  'count_over_time',
  'delta',
  'deriv',
  'floor',
  'group',
  'histogram_quantile',
  'idelta',
  'increase',
  'irate',
  'label_join',
  'label_replace',
  'max',
  'max_over_time',
  'min',
  'min_over_time',
  'predict_linear',
  'quantile',
  'rate',
  'resets',
  'round',
  'scalar',
  'sort',
  'sort_desc',
  'stddev',
  'sum',
  'sum_over_time',
  'time',
  'topk',
  'vector',
]);

const keywords = new Set([
  'and',
  'or',
  'unless',
  'bool',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'inf',
  'nan',
]);

export interface ExpressionNames {
  metrics: string[];
  unknownFunctions: string[];
}

export function promqlNames(expr: string): ExpressionNames {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\boffset\s+\S+/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '$1');
  const metrics = new Set<string>();
  const unknownFunctions = new Set<string>();
  for (const match of stripped.matchAll(/(?<![\w.:])[a-zA-Z_:][\w:]*/g)) {
    const name = match[0];
    const after = stripped.slice((match.index ?? 0) + name.length);
    if (keywords.has(name.toLowerCase())) continue;
    // A call: `rate(`, or an aggregation whose grouping comes first, `sum by (`.
    if (/^\s*(?:(?:by|without)\s*)?\(/.test(after)) {
      if (!promqlFunctions.has(name)) unknownFunctions.add(name);
      continue;
    }
    metrics.add(name);
  }
  return { metrics: [...metrics].sort(), unknownFunctions: [...unknownFunctions].sort() };
}
