import { getTranslations } from 'next-intl/server';
import type { LocaleCode } from '../../i18n/locales';
import { Link } from '../../i18n/navigation';
import type { Bay, BayBuoys } from '../../http/api-schema';
import { MINI_MAP_SIZE, miniMapOf, type MiniMap, type MiniMapScale } from '../../bay-images/mini-map';
import type { Polygon } from '../../bay-images/land-near-bay';
import { buoySymbol, pinSymbol, type BuoyLabel, type PinLabel } from '../../map/map-symbols';
import { SymbolMark, type SymbolGlyph, type SymbolShape, type SymbolTone } from '../symbols/symbol-icon';

// The bay page's small map (spec §2, issue 17): an SVG drawn on the server from the offline land
// layer and the bay's buoys as a visitor sees them, with the legend's own symbols. No map engine
// on the bay page: the link opens the live map at this bay.

type Props = {
  bay: Pick<Bay, 'slug' | 'name' | 'lat' | 'lon'>;
  buoys: BayBuoys | null;
  land: Polygon[];
  locale: LocaleCode;
};

/** A symbol on the drawing: its box's top left corner and side, and what it means. */
type Mark = {
  shape: SymbolShape;
  glyph: SymbolGlyph;
  tone: SymbolTone;
  label: string;
  x: number;
  y: number;
  size: number;
};

type LabelKey = `pins.${PinLabel}` | `buoyStates.${BuoyLabel}`;

const { width: WIDTH, height: HEIGHT } = MINI_MAP_SIZE;
const ID = 'bay-mini-map';
const PIN_SIZE = 40;

/** The buoys mark the bay; the pin only where there are none to show (it would hide them). */
function marksOf(map: MiniMap, buoys: BayBuoys | null, translate: (key: LabelKey) => string): Mark[] {
  const list = buoys?.buoys ?? [];
  if (list.length === 0) {
    const pin = pinSymbol(buoys?.pin_state ?? 'sign_in_required');
    const { x, y } = map.pin;
    // The pin's point, at the bottom of its box, stands on the bay.
    const at = { x: x - PIN_SIZE / 2, y: y - PIN_SIZE * 0.96, size: PIN_SIZE };
    return [{ ...pin, shape: 'pin', label: translate(`pins.${pin.label}`), ...at }];
  }
  const size = map.symbolSize;
  return list.flatMap((buoy, index) => {
    const at = map.buoys[index];
    const symbol = buoySymbol(buoy);
    if (at === undefined) return [];
    const label = translate(`buoyStates.${symbol.label}`);
    return [{ ...symbol, shape: 'buoy' as const, label, x: at.x - size / 2, y: at.y - size / 2, size }];
  });
}

const uniqueBy = <T,>(items: readonly T[], key: (item: T) => string): T[] => [
  ...new Map(items.map((item) => [key(item), item])).values(),
];

const glyphId = (mark: Pick<Mark, 'shape' | 'glyph'>) => `${ID}-${mark.shape}-${mark.glyph}`;

function ScaleBar({ scale, locale }: { scale: MiniMapScale; locale: LocaleCode }) {
  const kilometres = scale.metres >= 1000;
  const length = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: kilometres ? 'kilometer' : 'meter',
  }).format(kilometres ? scale.metres / 1000 : scale.metres);
  const y = HEIGHT - 16;
  return (
    <g className="bay-mini-map__scale">
      <path d={`M16 ${y - 8}v8h${scale.pixels.toFixed(1)}v-8`} />
      <text x={16} y={y - 14}>
        {length}
      </text>
    </g>
  );
}

/** A compass needle pointing up: north is up (the title says so in words). */
function NorthArrow() {
  return (
    <g className="bay-mini-map__north" transform={`translate(${WIDTH - 28} 16)`}>
      <path d="M0 0l10 30h-20z" className="bay-mini-map__needle-north" />
      <path d="M0 60l10-30h-20z" className="bay-mini-map__needle-south" />
    </g>
  );
}

/** One row per meaning: a visitor's digital and traditional buoys share a symbol. */
function Legend({ marks, heading }: { marks: Mark[]; heading: string }) {
  return (
    <ul className="bay-mini-map__legend" aria-label={heading}>
      {uniqueBy(marks, (mark) => mark.label).map((mark) => (
        <li key={mark.label}>
          <svg className={`bay-mini-map__icon tone-${mark.tone}`} viewBox="0 0 56 56" aria-hidden="true">
            <SymbolMark shape={mark.shape} glyph={mark.glyph} />
          </svg>
          {mark.label}
        </li>
      ))}
    </ul>
  );
}

export async function BayMiniMap({ bay, buoys, land, locale }: Props) {
  const t = await getTranslations('BayPage');
  const mapT = await getTranslations('MapPage');
  const count = buoys?.buoys.length ?? 0;
  const map = miniMapOf(bay, buoys?.buoys ?? [], land);
  const marks = marksOf(map, buoys, (key) => mapT(key));
  return (
    <figure className="bay-mini-map">
      <svg
        className="bay-mini-map__drawing"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${ID}-title`}
      >
        <title id={`${ID}-title`}>{t('miniMapLabel', { name: bay.name, count })}</title>
        <defs>
          {uniqueBy(marks, glyphId).map((mark) => (
            <symbol key={glyphId(mark)} id={glyphId(mark)} viewBox="0 0 56 56">
              <SymbolMark shape={mark.shape} glyph={mark.glyph} />
            </symbol>
          ))}
        </defs>
        <rect className="bay-mini-map__sea" width={WIDTH} height={HEIGHT} />
        {map.land === '' ? null : <path className="bay-mini-map__land" d={map.land} fillRule="evenodd" />}
        {marks.map((mark, index) => (
          <use
            key={index}
            href={`#${glyphId(mark)}`}
            className={`tone-${mark.tone}`}
            x={mark.x}
            y={mark.y}
            width={mark.size}
            height={mark.size}
          />
        ))}
        <ScaleBar scale={map.scale} locale={locale} />
        <NorthArrow />
      </svg>
      <figcaption className="bay-mini-map__caption">
        <Legend marks={marks} heading={mapT('legendHeading')} />
        <p className="bay-mini-map__foot">
          <Link href={`/map?bay=${encodeURIComponent(bay.slug)}`}>{t('openInMap')}</Link>
          <span className="bay-mini-map__credit">© OpenStreetMap contributors</span>
        </p>
      </figcaption>
    </figure>
  );
}
