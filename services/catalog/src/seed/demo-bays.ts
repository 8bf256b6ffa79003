import { croatianBays } from './demo-bays-croatia';
import { italianBays } from './demo-bays-italy';
import { slovenianBays } from './demo-bays-slovenia';

export const demoBays = [...slovenianBays, ...croatianBays, ...italianBays];

/** A fixed id so the web app's tests and docs can open a known embed. */
export const demoMapEmbed = {
  id: '6f1c2a9e-4b7d-4c1e-9a55-2d7e8f0b3c11',
  partnerName: 'Elafiti Sailing Club',
  allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
  centerLat: 42.71,
  centerLon: 17.85,
  zoom: 10,
  locale: 'en' as const,
  baySlugs: ['sipan-sipanska-luka', 'lopud', 'mljet-okuklje'],
};
