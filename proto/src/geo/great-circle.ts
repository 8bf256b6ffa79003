// Distances on the earth for the services' rules (catalog's layouts and search, booking's
// presence at a buoy) and for catalog's SQL, which uses the same radius. Pure.

/** A point in degrees, WGS 84. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The mean earth radius every distance here and in catalog's SQL (distance.sql.ts) uses. */
export const earthRadiusM = 6_371_000;

/** Metres along one degree of latitude; a degree of longitude is this times cos(latitude). */
export const metresPerDegreeLat = (earthRadiusM * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}
