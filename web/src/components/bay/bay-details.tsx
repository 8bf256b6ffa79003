import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '../../i18n/navigation';
import type { LocaleCode } from '../../i18n/locales';
import { drawnPictureImage } from '../../bay-images/drawn-picture-sources';
import type { Polygon } from '../../bay-images/land-near-bay';
import { photoImage } from '../../bay-images/photo-sources';
import { config } from '../../config';
import type { Bay, BayBuoys as VisitorBuoys, DayStay, NightStay } from '../../http/api-schema';
import { MAP_PAGE } from '../../site/public-pages';
import { buoyKinds } from '../../map/buoy-kinds';
import { CancellationTerms } from '../cancellation/cancellation-terms';
import { BayBuoys } from './bay-buoys';
import { BayMiniMap } from './bay-mini-map';
import { BayWeather } from './bay-weather';
import { BayVideo } from './bay-video';
import { Gallery, type GalleryImage } from './gallery';
import { PriceList } from './price-list';
import './bay.css';

// /{locale}/bays/{slug} (spec §2, issue 5 item 9), rendered on the server so it is indexable;
// the gallery and weather come alive in the browser. The small map is a drawing (issue 17).

type Props = { bay: Bay; buoys: VisitorBuoys | null; land: Polygon[]; locale: LocaleCode };

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="bay-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The gallery in the page's language: the manager's photos (issue 15 item 8), or the drawn
 * pictures for a bay that has none, as WebP at a few widths once the buoys are known (issue 17).
 */
function galleryImages(bay: Bay, buoys: VisitorBuoys | null, locale: LocaleCode): GalleryImage[] {
  if (bay.photos.length === 0)
    return bay.images.map((image) => {
      const facts = buoys && { pin: bay, buoys: buoys.buoys, hullKinds: bay.hull_kinds };
      const picture = facts ? drawnPictureImage(image.url, facts) : null;
      return picture
        ? { src: picture.largest, caption: image.caption[locale], picture }
        : { src: image.url, caption: image.caption[locale] };
    });
  return bay.photos.map((photo) => {
    const picture = photoImage(photo, config.apiBaseUrl);
    return { src: picture.largest, caption: photo.caption[locale], picture };
  });
}

async function StayTimes({
  dayStay,
  nightStay,
  timeZone,
}: {
  dayStay: DayStay;
  nightStay: NightStay;
  timeZone: string;
}) {
  const t = await getTranslations('BayPage');
  const rows = [
    { label: t('dayStay'), stay: dayStay },
    { label: t('nightStay'), stay: nightStay },
  ];
  return (
    <>
      <table className="bay-times">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('checkIn')}</th>
            <th scope="col">{t('checkOut')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ label, stay }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {stay.offered ? (
                <>
                  <td>{stay.check_in}</td>
                  <td>{stay.check_out}</td>
                </>
              ) : (
                <td colSpan={2}>{t('stayNotOffered')}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bay-note">{t('timesNote', { timeZone })}</p>
    </>
  );
}

/** Only the kinds the bay has, e.g. "12 traditional moorings" (issue 17), in the page's language. */
async function BuoyCounts({ bay, locale }: { bay: Bay; locale: LocaleCode }) {
  const t = await getTranslations('BayPage');
  const kinds = buoyKinds(bay.buoy_counts, bay.bookable_online);
  if (kinds.length === 0) return t('noBuoys');
  const parts = kinds.map(({ key, count }) => t(`buoyCounts.${key}`, { count }));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

async function Operator({ operator }: { operator: Bay['operator'] }) {
  const t = await getTranslations('BayPage');
  return (
    <dl className="detail-list bay-operator">
      <dt>{t('operator')}</dt>
      <dd>{operator.name}</dd>
      <dt>{t('company')}</dt>
      <dd>{operator.company}</dd>
      <dt>{t('phone')}</dt>
      <dd>
        <a href={`tel:${operator.phone.replace(/[^\d+]/g, '')}`}>{operator.phone}</a>
      </dd>
      <dt>{t('email')}</dt>
      <dd>
        <a href={`mailto:${operator.email}`}>{operator.email}</a>
      </dd>
      <dt>{t('website')}</dt>
      <dd>
        {/^https?:\/\//.test(operator.website) ? (
          <a href={operator.website} rel="noopener noreferrer">
            {operator.website.replace(/^https?:\/\//, '')}
          </a>
        ) : (
          operator.website
        )}
      </dd>
    </dl>
  );
}

export async function BayDetails({ bay, buoys, land, locale }: Props) {
  const t = await getTranslations('BayPage');
  const tPolicy = await getTranslations('CancellationPolicy');
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const metres = new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 1 });
  const images = galleryImages(bay, buoys, locale);
  // A bay of traditional or first-come buoys only has nothing to choose here either.
  const bookable = bay.bookable_online && bay.buoy_counts.digital > 0;
  return (
    <article className="bay-page">
      <header className="bay-page__header">
        <p className="bay-page__crumbs">
          <Link href={MAP_PAGE}>{t('mapLink')}</Link> · {countries.of(bay.country) ?? bay.country}
        </p>
        <h1>{bay.name}</h1>
        <p className="bay-page__lead">
          <BuoyCounts bay={bay} locale={locale} />
        </p>
        <p>
          <Link className="button" href={`/map?bay=${encodeURIComponent(bay.slug)}`}>
            {t('showOnMap')}
          </Link>
        </p>
      </header>
      <div className="bay-page__grid">
        <div className="bay-page__main">
          <Section id="bay-about" title={t('aboutHeading')}>
            {paragraphs(bay.description[locale]).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Section>
          <Section id="bay-photos" title={t('galleryHeading')}>
            {images.length === 0 ? <p>{t('noPhotos')}</p> : <Gallery images={images} />}
          </Section>
          {bay.video === null ? null : (
            <Section id="bay-video" title={t('videoHeading')}>
              <BayVideo video={bay.video} bayName={bay.name} />
            </Section>
          )}
          <Section id="bay-guests" title={t('guestInfoHeading')}>
            {paragraphs(bay.guest_information[locale]).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Section>
          <Section id="bay-where" title={t('mapHeading')}>
            <BayMiniMap bay={bay} buoys={buoys} land={land} locale={locale} />
          </Section>
        </div>
        <aside className="bay-page__side">
          <PriceList
            headingLevel="h2"
            dayStay={bay.day_stay}
            nightStay={bay.night_stay}
            mooringAssistance={bay.mooring_assistance}
            trashCollection={bay.trash_collection}
            vatRatePercent={bay.vat_rate_percent}
          />
          <Section id="bay-cancellation" title={tPolicy('heading')}>
            <CancellationTerms
              policy={bay.cancellation_policy}
              nights={bay.night_stay.offered}
              days={bay.day_stay.offered}
              timeZone={bay.time_zone}
              keepsNextNight={bay.keeps_next_night}
            />
          </Section>
          {/* Issue 15 item 6: where the operator cannot take payments, no promise of booking. */}
          <Section id="bay-book" title={bookable ? t('bookHeading') : t('bookOfflineHeading')}>
            {bookable ? <p className="bay-note">{t('bookNote')}</p> : null}
            <BayBuoys bayId={bay.id} slug={bay.slug} timeZone={bay.time_zone} />
          </Section>
          <Section id="bay-times" title={t('timesHeading')}>
            <StayTimes dayStay={bay.day_stay} nightStay={bay.night_stay} timeZone={bay.time_zone} />
          </Section>
          <Section id="bay-boats" title={t('boatsHeading')}>
            <dl className="detail-list">
              <dt>{t('maxLoa')}</dt>
              <dd>{metres.format(bay.max_loa_cm / 100)}</dd>
              <dt>{t('hullKinds')}</dt>
              <dd>{bay.hull_kinds.map((kind) => t(`hulls.${kind}`)).join(', ')}</dd>
            </dl>
          </Section>
          <Section id="bay-weather" title={t('weatherHeading')}>
            <BayWeather slug={bay.slug} timeZone={bay.time_zone} />
          </Section>
          <Section id="bay-operator" title={t('operatorHeading')}>
            <Operator operator={bay.operator} />
          </Section>
        </aside>
      </div>
    </article>
  );
}
