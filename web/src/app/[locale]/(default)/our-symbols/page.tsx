import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../components/content/page-intro';
import { SymbolIcon, type SymbolGlyph, type SymbolTone } from '../../../../components/symbols/symbol-icon';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';
import { pageMetadata } from '../../../../site/page-metadata';

type Props = { params: LocaleParams };

// spec §4: pins blue/orange/red/grey; buoys blue/orange/red/grey plus the in-service icon, and
// violet for a buoy held while someone pays (issue 28 item 6).
const PINS = [
  { id: 'bookable', glyph: 'tick', tone: 'primary' },
  { id: 'firstCome', glyph: 'flag', tone: 'accent' },
  { id: 'full', glyph: 'cross', tone: 'danger' },
  { id: 'info', glyph: 'info', tone: 'neutral' },
] as const satisfies readonly { id: string; glyph: SymbolGlyph; tone: SymbolTone }[];

const BUOYS = [
  { id: 'bookable', glyph: 'tick', tone: 'primary' },
  { id: 'firstCome', glyph: 'flag', tone: 'accent' },
  { id: 'unavailable', glyph: 'cross', tone: 'danger' },
  { id: 'held', glyph: 'hourglass', tone: 'pending' },
  { id: 'outOfService', glyph: 'bar', tone: 'neutral' },
  { id: 'info', glyph: 'info', tone: 'neutral' },
  { id: 'restricted', glyph: 'wrench', tone: 'neutral' },
] as const satisfies readonly { id: string; glyph: SymbolGlyph; tone: SymbolTone }[];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SymbolsPage' });
  return pageMetadata(locale, '/our-symbols', t('title'));
}

export default async function OurSymbolsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SymbolsPage' });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <h2>{t('pinsHeading')}</h2>
      <ul className="legend">
        {PINS.map((pin) => (
          <li key={pin.id} className="legend__item">
            <SymbolIcon shape="pin" glyph={pin.glyph} tone={pin.tone} />
            <div>
              <p className="legend__label">{t(`pins.${pin.id}.label`)}</p>
              <p className="legend__body">{t(`pins.${pin.id}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <h2>{t('buoysHeading')}</h2>
      <ul className="legend">
        {BUOYS.map((buoy) => (
          <li key={buoy.id} className="legend__item">
            <SymbolIcon shape="buoy" glyph={buoy.glyph} tone={buoy.tone} />
            <div>
              <p className="legend__label">{t(`buoys.${buoy.id}.label`)}</p>
              <p className="legend__body">{t(`buoys.${buoy.id}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
