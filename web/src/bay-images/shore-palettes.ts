// Colours of the views from the shore: a clear summer day, and the same bay at sunset.

export type ShorePalette = {
  skyTop: string;
  skyHorizon: string;
  seaFar: string;
  seaNear: string;
  ripple: string;
  farLand: string;
  nearLand: string;
  beach: string;
  ground: string;
  pine: string;
  hull: string;
  hullLine: string;
  cabin: string;
  mast: string;
  clouds: string | null;
  /** Evening: the sun low in the west-north-west (summer sunsets), its glitter on the water. */
  sun: { bearingDeg: number; disc: string; glow: string; glitter: string } | null;
  anchorLights: boolean;
};

export const daylight: ShorePalette = {
  skyTop: '#3f86c8',
  skyHorizon: '#cfe6f3',
  seaFar: '#1f5f8b',
  seaNear: '#2f8fa8',
  ripple: '#e8f6fb',
  farLand: '#93a9b8',
  nearLand: '#5f7f4a',
  beach: '#d8cfb0',
  ground: '#4f5a3a',
  pine: '#2f4a2a',
  hull: '#fbfbf8',
  hullLine: '#8fa3b3',
  cabin: '#cfd6dc',
  mast: '#d9dde0',
  clouds: '#ffffff',
  sun: null,
  anchorLights: false,
};

export const evening: ShorePalette = {
  skyTop: '#2b2d5c',
  skyHorizon: '#f6a65a',
  seaFar: '#5a4a6e',
  seaNear: '#26324d',
  ripple: '#ffc27a',
  farLand: '#6b4f74',
  nearLand: '#3a2d45',
  beach: '#7d5a5a',
  ground: '#1f1a26',
  pine: '#17131d',
  hull: '#3b3346',
  hullLine: '#f2b36b',
  cabin: '#2a2433',
  mast: '#2a2433',
  clouds: null,
  sun: { bearingDeg: 295, disc: '#ffe2a1', glow: '#ff9a4a', glitter: '#ffd28a' },
  anchorLights: true,
};
