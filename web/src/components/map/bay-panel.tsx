'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { Link } from '../../i18n/navigation';
import { offersBooking } from '../../booking/preview-query';
import type { MapBuoy } from '../../map/map-buoys';
import { buoyKinds } from '../../map/buoy-kinds';
import { bayPinSymbol } from '../../map/map-symbols';
import type { BaySummary, Boat } from '../../http/api-schema';
import { buoyFit, byFitFor } from '../../booking/buoy-fit';
import { byLabel } from '../../map/map-buoys';
import type { Stay } from '../../map/stay-query';
import { bayPage } from '../../site/public-pages';
import { PriceList } from '../bay/price-list';
import { SignInLink } from '../auth/sign-in-link';
import type { StayRuleProblem } from '../../booking/date-rules';
import { BookLink } from '../booking/book-link';
import { StayRuleNotice, TonightButton } from '../booking/stay-rule-notice';
import { SymbolIcon } from '../symbols/symbol-icon';
import { BuoyGroups } from './buoy-groups';

// The bay picked on the map or in the list (issue 5 item 8): its pin state, price list and
// buoys with their states (live for signed-in users) and a Book action on the bookable ones for
// the stay chosen in the form (issue 12 item 9), and the way to its page.

type Props = {
  bay: BaySummary;
  buoys: MapBuoy[] | null;
  buoysState: 'loading' | 'failed' | 'ready';
  stay: Stay;
  /** What the rules refuse of the stay at this bay: said instead of buoys that are all taken. */
  stayRule: { problem: StayRuleProblem; timeZone: string } | null;
  onTonight: () => void;
  /** The boat chosen in the form: the buoys it fits first, the others say why not (issue 28 item 1). */
  boat: Boat | null;
  signedIn: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
};

/** How the chosen boat fits the buoy; 'fits' without a boat or without the buoy's limits. */
const fitOf = (buoy: MapBuoy, boat: Boat | null) =>
  boat === null || buoy.limits === null ? 'fits' : buoyFit(boat, buoy.limits);

function bookAction(buoy: MapBuoy, { stay, signedIn, bay, boat }: Props) {
  if (!bay.bookable_online || buoy.id === null || !offersBooking(buoy, signedIn)) return undefined;
  if (fitOf(buoy, boat) !== 'fits') return undefined;
  const choice = {
    bay: buoy.baySlug,
    buoy: buoy.id,
    kind: stay.kind,
    from: stay.from,
    to: stay.to,
    ...(boat === null ? {} : { boat: boat.id }),
  };
  return (nameId: string) => <BookLink choice={choice} describedBy={nameId} />;
}

/** "12 traditional moorings": only the kinds the bay has (issue 17), in the page's language. */
function useBuoyKinds(bay: BaySummary): string {
  const t = useTranslations('MapPage');
  const format = useFormatter();
  const kinds = buoyKinds(bay.buoy_counts, bay.bookable_online);
  return format.list(kinds.map(({ key, count }) => t(`buoyKinds.${key}`, { count })));
}

/** The buoys for the stay with their Book actions, or where they are. */
function PanelBuoys(props: Props) {
  const { buoys, buoysState, boat } = props;
  const t = useTranslations('MapPage');
  const fit = useTranslations('BuoyFit');
  if (buoys === null)
    return buoysState === 'failed' ? (
      <p role="alert">{t('buoysFailed')}</p>
    ) : buoysState === 'loading' ? (
      <p role="status">{t('buoysLoading')}</p>
    ) : null;
  return (
    <>
      {buoysState === 'failed' ? <p role="alert">{t('buoysFailed')}</p> : null}
      <BuoyGroups
        buoys={buoys}
        action={(buoy) => bookAction(buoy, props)}
        order={boat === null ? byLabel : byFitFor(boat, byLabel)}
        misfit={(buoy) => {
          const how = fitOf(buoy, boat);
          if (how === 'fits' || boat === null) return undefined;
          return fit(how === 'too_long' ? 'tooLong' : 'hullNotAccepted', { boat: boat.name });
        }}
      />
    </>
  );
}

export function BayPanel(props: Props) {
  const { bay, stayRule, headingRef, onClose } = props;
  const t = useTranslations('MapPage');
  const symbol = bayPinSymbol(bay);
  const kindsSentence = useBuoyKinds(bay);
  return (
    <section className="bay-panel" aria-labelledby="bay-panel-heading" data-slug={bay.slug}>
      <div className="bay-panel__top">
        <h2 id="bay-panel-heading" ref={headingRef} tabIndex={-1} className="bay-panel__heading">
          {bay.name}
        </h2>
        <button type="button" className="button button--secondary bay-panel__close" onClick={onClose}>
          {t('closeBay')}
        </button>
      </div>
      <p className="bay-panel__state">
        <SymbolIcon shape="pin" glyph={symbol.glyph} tone={symbol.tone} />
        <span>
          {t(`pins.${symbol.label}`)}
          {bay.free_buoys === null ||
          bay.buoy_counts.digital === 0 ||
          !bay.bookable_online ||
          stayRule !== null ? null : (
            <> · {t('freeBuoys', { count: bay.free_buoys })}</>
          )}
        </span>
      </p>
      {stayRule === null ? null : (
        <StayRuleNotice
          problem={stayRule.problem}
          timeZone={stayRule.timeZone}
          tonight={<TonightButton onClick={props.onTonight} />}
        />
      )}
      <p className="bay-panel__facts">
        {kindsSentence === '' ? null : <>{kindsSentence} · </>}
        {t('maxLoa', { metres: bay.max_loa_cm / 100 })}
      </p>
      <p>
        <Link className="button" href={bayPage(bay.slug)}>
          {t('openBayPage')}
        </Link>
      </p>
      {props.signedIn ? (
        <p className="bay-panel__live">{t('liveOn')}</p>
      ) : (
        <p className="bay-panel__live">
          {t('signInForLive')} <SignInLink>{t('signIn')}</SignInLink>
        </p>
      )}
      {bay.bookable_online || bay.buoy_counts.digital === 0 ? null : (
        <p className="alert alert--info">{t('notBookableOnlineNote')}</p>
      )}
      <PriceList dayStay={bay.day_stay} nightStay={bay.night_stay} />
      {/* What the rules refuse (issue 28 item 3) shows above, not as buoys that are all taken. */}
      {stayRule === null ? (
        <>
          <h3>{t('buoysHeading')}</h3>
          <PanelBuoys {...props} />
        </>
      ) : null}
    </section>
  );
}
