import { serverApiClient } from '../map/server-api';
import { fetchWalkUp } from './qr-api';

/** The scanned code as a visitor sees it, asked while the page renders on the server. */
export const fetchWalkUpOnServer = (slug: string) => fetchWalkUp(serverApiClient(), slug);
