/** The mean earth radius the haversine distances here and in SQL (distance.sql.ts) use. */
export const earthRadiusM = 6_371_000;

/** Metres along one degree of latitude; a degree of longitude is this times cos(latitude). */
export const metresPerDegreeLat = (earthRadiusM * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.sqrt(h));
}
