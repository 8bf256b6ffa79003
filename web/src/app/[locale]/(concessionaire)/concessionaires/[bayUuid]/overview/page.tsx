import {
  bayRouteId,
  bayRouteMetadata,
  type BayRouteProps,
} from '../../../../../../components/concessionaire/bay-route';
import { BayOverviewPage } from '../../../../../../components/concessionaire/overview/bay-overview';

export const generateMetadata = (props: BayRouteProps) => bayRouteMetadata(props, 'ConcessionaireOverview');

export default async function OverviewRoute(props: BayRouteProps) {
  return <BayOverviewPage bayId={await bayRouteId(props)} />;
}
