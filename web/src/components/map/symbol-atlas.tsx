'use client';

import type { IconLayerProps } from '@deck.gl/layers';
import { useEffect, useRef } from 'react';
import { BUOY_SYMBOLS, symbolId } from '../../map/map-symbols';
import { SymbolIcon } from '../symbols/symbol-icon';

// deck.gl draws buoys from one image holding every symbol. It is drawn from the legend's own
// SymbolIcon (our-symbols), rendered hidden here and copied into a canvas, so map and legend
// can never drift apart. Images from data: URLs need no network (CSP img-src allows data:).

type IconMapping = Exclude<IconLayerProps['iconMapping'], string | undefined>;

export type SymbolAtlas = { canvas: HTMLCanvasElement; mapping: IconMapping };

const CELL = 96;
const COLUMNS = 5;

async function drawSymbol(svg: SVGSVGElement, context: CanvasRenderingContext2D, x: number, y: number) {
  const copy = svg.cloneNode(true);
  if (!(copy instanceof SVGSVGElement)) return;
  // The tone class does not travel into an image: give the colour as a presentation attribute.
  copy.setAttribute('color', getComputedStyle(svg).color);
  copy.setAttribute('width', String(CELL));
  copy.setAttribute('height', String(CELL));
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('class');
  const image = new Image(CELL, CELL);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  context.drawImage(image, x, y, CELL, CELL);
}

async function buildAtlas(source: HTMLElement): Promise<SymbolAtlas | null> {
  const cells = [...source.querySelectorAll<HTMLElement>('[data-symbol]')];
  const canvas = document.createElement('canvas');
  canvas.width = CELL * COLUMNS;
  canvas.height = CELL * Math.ceil(cells.length / COLUMNS);
  const context = canvas.getContext('2d');
  if (context === null) return null;
  const mapping: IconMapping = {};
  await Promise.all(
    cells.map(async (cell, index) => {
      const svg = cell.querySelector('svg');
      const id = cell.dataset.symbol;
      if (svg === null || id === undefined) return;
      const x = (index % COLUMNS) * CELL;
      const y = Math.floor(index / COLUMNS) * CELL;
      await drawSymbol(svg, context, x, y);
      mapping[id] = { x, y, width: CELL, height: CELL, mask: false };
    }),
  );
  return { canvas, mapping };
}

export function SymbolAtlasSource({ onReady }: { onReady: (atlas: SymbolAtlas) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const source = ref.current;
    if (source === null) return;
    let current = true;
    buildAtlas(source)
      .then((atlas) => {
        if (current && atlas !== null) onReady(atlas);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [onReady]);
  return (
    <div ref={ref} hidden>
      {BUOY_SYMBOLS.map(({ glyph, tone }) => (
        <span key={symbolId('buoy', glyph, tone)} data-symbol={symbolId('buoy', glyph, tone)}>
          <SymbolIcon shape="buoy" glyph={glyph} tone={tone} />
        </span>
      ))}
    </div>
  );
}
