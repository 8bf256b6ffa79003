import { greatCircle } from '@moorline/contracts';

// Catalog's geometry uses the shared great-circle distance (booking's presence check does too).
export const { distanceM, earthRadiusM, metresPerDegreeLat } = greatCircle;
