import { getTranslations } from 'next-intl/server';
import type { LocaleCode } from '../../i18n/locales';
import { Link } from '../../i18n/navigation';
import type { Bay, BayBuoys } from '../../http/api-schema';
import { MINI_MAP_SIZE, miniMapOf, type MiniMapScale } from '../../bay-images/mini-map';
import type { Polygon } from '../../bay-images/land-near-bay';
import { buoySymbol, pinSymbol, symbolId } from '../../map/map-symbols';
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

type Mark = { key: string; shape: SymbolShape; glyph: SymbolGlyph; tone: SymbolTone; label: string };

const { width: WIDTH, height: HEIGHT } = MINI_MAP_SIZE;
const ID = 'bay-mini-map';

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

/** A compass needle pointing up: north is up (the label says so in words). */
function NorthArrow() {
  return (
    <g className="bay-mini-map__north" transform={`translate(${WIDTH - 28} 16)`}>
      <path d="M0 0l10 30h-20z" className="bay-mini-map__needle-north" />
      <path d="M0 60l10-30h-20z" className="bay-mini-map__needle-south" />
    </g>
  );
}

export async function BayMiniMap({ bay, buoys, land, locale }: Props) {
  const t = await getTranslations('BayPage');
  const mapT = await getTranslations('MapPage');
  const list = buoys?.buoys ?? [];
  const map = miniMapOf(bay, list, land);
  const pin = pinSymbol(buoys?.pin_state ?? 'sign_in_required');
  const buoyMarks = list.map((buoy) => {
    const symbol = buoySymbol(buoy);
    return { ...symbol, label: mapT(`buoyStates.${symbol.label}`) };
  });
  const mark = (
    shape: SymbolShape,
    { glyph, tone }: Omit<Mark, 'key' | 'shape' | 'label'>,
    label: string,
  ) => ({
    key: symbolId(shape, glyph, tone),
    shape,
    glyph,
    tone,
    label,
  });
  // The buoys mark the bay; the pin only where there are none to show.
  const marks: Mark[] =
    buoyMarks.length === 0
      ? [mark('pin', pin, mapT(`pins.${pin.label}`))]
      : buoyMarks.map((buoy) => mark('buoy', buoy, buoy.label));
  // One legend row per meaning: a visitor's digital and traditional buoys share a symbol.
  const legend = [...new Map(marks.map((entry) => [`${entry.key}:${entry.label}`, entry])).values()];
  const glyphs = [...new Map(marks.map((entry) => [`${entry.shape}-${entry.glyph}`, entry])).values()];
  const pinSize = 40;
  const size = map.symbolSize;
  return (
    <figure className="bay-mini-map">
      <svg
        className="bay-mini-map__drawing"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${ID}-title`}
      >
        <title id={`${ID}-title`}>{t('miniMapLabel', { name: bay.name, count: list.length })}</title>
        <defs>
          {glyphs.map(({ shape, glyph }) => (
            <symbol key={`${shape}-${glyph}`} id={`${ID}-${shape}-${glyph}`} viewBox="0 0 56 56">
              <SymbolMark shape={shape} glyph={glyph} />
            </symbol>
          ))}
        </defs>
        <rect className="bay-mini-map__sea" width={WIDTH} height={HEIGHT} />
        {map.land === '' ? null : <path className="bay-mini-map__land" d={map.land} fillRule="evenodd" />}
        {buoyMarks.length > 0 ? null : (
          <use
            href={`#${ID}-pin-${pin.glyph}`}
            className={`tone-${pin.tone}`}
            x={map.pin.x - pinSize / 2}
            y={map.pin.y - pinSize * 0.96}
            width={pinSize}
            height={pinSize}
          />
        )}
        {buoyMarks.map((mark, index) => {
          const at = map.buoys[index];
          return at === undefined ? null : (
            <use
              key={list[index]?.id ?? index}
              href={`#${ID}-buoy-${mark.glyph}`}
              className={`tone-${mark.tone}`}
              x={at.x - size / 2}
              y={at.y - size / 2}
              width={size}
              height={size}
            />
          );
        })}
        <ScaleBar scale={map.scale} locale={locale} />
        <NorthArrow />
      </svg>
      <figcaption className="bay-mini-map__caption">
        <ul className="bay-mini-map__legend" aria-label={mapT('legendHeading')}>
          {legend.map((mark) => (
            <li key={`${mark.key}:${mark.label}`}>
              <svg className={`bay-mini-map__icon tone-${mark.tone}`} viewBox="0 0 56 56" aria-hidden="true">
                <SymbolMark shape={mark.shape} glyph={mark.glyph} />
              </svg>
              {mark.label}
            </li>
          ))}
        </ul>
        <p className="bay-mini-map__foot">
          <Link href={`/map?bay=${encodeURIComponent(bay.slug)}`}>{t('openInMap')}</Link>
          <span className="bay-mini-map__credit">© OpenStreetMap contributors</span>
        </p>
      </figcaption>
    </figure>
  );
}
