// spec §4: each map state has a shape and a glyph as well as a colour, so it reads without colour.
export type SymbolShape = 'pin' | 'buoy';
export type SymbolGlyph = 'tick' | 'flag' | 'cross' | 'info' | 'wrench' | 'bar' | 'hourglass';
export type SymbolTone = 'primary' | 'accent' | 'danger' | 'neutral' | 'pending';

const GLYPHS: Record<SymbolGlyph, string> = {
  tick: 'M-6 0l4 4 8-8',
  flag: 'M-4 7v-14M-4 -7h9l-3 3.5 3 3.5h-9',
  cross: 'M-5 -5l10 10M5 -5l-10 10',
  info: 'M0 -6v0.5M0 -1.5v7.5',
  // A handle and an open-jawed ring.
  wrench: 'M-6 6L-1.2 1.2M1.5 -6.5A4.5 4.5 0 1 0 6.5 -1.5',
  // A no-entry bar: out of service, not merely taken (issue 28 item 6).
  bar: 'M-7 0h14',
  // An hourglass: held while someone pays, free again if the time runs out (issue 28 item 6).
  hourglass: 'M-5 -7h10M-5 7h10M-4 -7L4 7M4 -7L-4 7',
};

function Shape({ shape }: { shape: SymbolShape }) {
  if (shape === 'pin') {
    // A map pin: round head with a point at the bottom.
    return <path d="M28 54C18 41 10 32 10 22a18 18 0 0 1 36 0c0 10-8 19-18 32z" fill="currentColor" />;
  }
  // A buoy seen from above: a ring around a filled float.
  return (
    <>
      <circle cx="28" cy="28" r="25" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="28" cy="28" r="19" fill="currentColor" />
    </>
  );
}

/** The symbol's drawing in a 56 by 56 box, coloured by `currentColor`: for an SVG of its own or a <symbol>. */
export function SymbolMark({ shape, glyph }: { shape: SymbolShape; glyph: SymbolGlyph }) {
  const centreY = shape === 'pin' ? 22 : 28;
  return (
    <>
      <Shape shape={shape} />
      <path
        d={GLYPHS[glyph]}
        transform={`translate(28 ${centreY}) scale(1.25)`}
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

export function SymbolIcon({
  shape,
  glyph,
  tone,
}: {
  shape: SymbolShape;
  glyph: SymbolGlyph;
  tone: SymbolTone;
}) {
  return (
    <svg
      className={`legend__icon tone-${tone}`}
      data-glyph={glyph}
      viewBox="0 0 56 56"
      aria-hidden="true"
      focusable="false"
    >
      <SymbolMark shape={shape} glyph={glyph} />
    </svg>
  );
}
