import {
  bayRouteId,
  bayRouteMetadata,
  type BayRouteProps,
} from '../../../../../../components/concessionaire/bay-route';
import { BookingHistoryPage } from '../../../../../../components/concessionaire/history/booking-history';

export const generateMetadata = (props: BayRouteProps) => bayRouteMetadata(props, 'BookingHistory');

export default async function BookingHistoryRoute(props: BayRouteProps) {
  return <BookingHistoryPage bayId={await bayRouteId(props)} />;
}
