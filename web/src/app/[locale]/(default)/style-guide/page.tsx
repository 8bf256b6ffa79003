import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../components/content/page-intro';
import { SymbolIcon } from '../../../../components/symbols/symbol-icon';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../site/page-metadata';

type Props = { params: LocaleParams };

// Mirrors styles/tokens.css; the chips render the live custom properties, not copies of them.
const COLOURS = [
  { key: 'colourPrimary', token: '--color-primary', chip: 'chip-primary' },
  { key: 'colourAccent', token: '--color-accent', chip: 'chip-accent' },
  { key: 'colourDanger', token: '--color-danger', chip: 'chip-danger' },
  { key: 'colourNeutral', token: '--color-neutral', chip: 'chip-neutral' },
  { key: 'colourSuccess', token: '--color-success', chip: 'chip-success' },
  { key: 'colourSurface', token: '--color-surface', chip: 'chip-surface' },
  { key: 'colourInk', token: '--color-ink', chip: 'chip-ink' },
] as const;

const TYPE_SCALE = ['2xl', 'xl', 'lg', 'base', 'sm'] as const;
const SPACING = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'StyleGuidePage' });
  // An internal reference for the team: reachable, but kept out of search results.
  return privatePageMetadata(t('title'));
}

export default async function StyleGuidePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'StyleGuidePage' });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />

      <h2>{t('coloursHeading')}</h2>
      <ul className="swatches">
        {COLOURS.map((colour) => (
          <li key={colour.token} className="swatch">
            <div className={`swatch__chip ${colour.chip}`} />
            <div className="swatch__text">
              <p>{t(colour.key)}</p>
              <code className="swatch__token">{colour.token}</code>
            </div>
          </li>
        ))}
      </ul>

      <h2>{t('typeHeading')}</h2>
      <div className="type-scale">
        {TYPE_SCALE.map((size) => (
          <p key={size} className={`type-${size}`}>
            <code className="swatch__token">--font-size-{size}</code> {t('sampleHeading')}
          </p>
        ))}
        <p className="prose">{t('sampleBody')}</p>
      </div>

      <h2>{t('spacingHeading')}</h2>
      <ul className="spacing-scale">
        {SPACING.map((step) => (
          <li key={step}>
            <code className="swatch__token">--space-{step}</code>
            <span className={`spacing-bar space-${step}`} />
          </li>
        ))}
      </ul>

      <h2>{t('componentsHeading')}</h2>
      <div className="component-samples">
        <div className="button-row">
          <button type="button" className="button">
            {t('primaryButton')}
          </button>
          <button type="button" className="button button--secondary">
            {t('secondaryButton')}
          </button>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="style-guide-sample">
            {t('sampleField')}
          </label>
          <span id="style-guide-sample-hint" className="field__hint">
            {t('sampleHint')}
          </span>
          <input
            id="style-guide-sample"
            className="field__input"
            aria-describedby="style-guide-sample-hint"
          />
        </div>
        <p className="alert alert--success">{t('successSample')}</p>
        <p className="alert alert--error">{t('errorSample')}</p>
        <div className="button-row">
          <SymbolIcon shape="pin" glyph="tick" tone="primary" />
          <SymbolIcon shape="buoy" glyph="flag" tone="accent" />
          <SymbolIcon shape="buoy" glyph="cross" tone="danger" />
          <SymbolIcon shape="pin" glyph="info" tone="neutral" />
        </div>
      </div>
    </>
  );
}
