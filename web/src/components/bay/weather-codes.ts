// Open-Meteo answers in WMO weather interpretation codes (issue 5 item 6); the page says them
// in words, and wind directions as the eight compass points.

export type WeatherKind =
  | 'clear'
  | 'mainlyClear'
  | 'partlyCloudy'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'freezingRain'
  | 'snow'
  | 'showers'
  | 'snowShowers'
  | 'thunderstorm'
  | 'unknown';

const RANGES: readonly [number, number, WeatherKind][] = [
  [0, 0, 'clear'],
  [1, 1, 'mainlyClear'],
  [2, 2, 'partlyCloudy'],
  [3, 3, 'overcast'],
  [45, 48, 'fog'],
  [51, 55, 'drizzle'],
  [56, 57, 'freezingRain'],
  [61, 65, 'rain'],
  [66, 67, 'freezingRain'],
  [71, 77, 'snow'],
  [80, 82, 'showers'],
  [85, 86, 'snowShowers'],
  [95, 99, 'thunderstorm'],
];

export function weatherKind(code: number): WeatherKind {
  return RANGES.find(([from, to]) => code >= from && code <= to)?.[2] ?? 'unknown';
}

export type CompassPoint = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
const POINTS: readonly CompassPoint[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];

/** Where the wind comes from, to the nearest of eight points (meteorological degrees). */
export function compassPoint(degrees: number): CompassPoint {
  const normalised = ((degrees % 360) + 360) % 360;
  return POINTS[Math.round(normalised / 45) % 8] ?? 'n';
}
