import {
  bayRouteId,
  bayRouteMetadata,
  type BayRouteProps,
} from '../../../../../../components/concessionaire/bay-route';
import { TurnoverPage } from '../../../../../../components/concessionaire/turnover/turnover-view';

export const generateMetadata = (props: BayRouteProps) => bayRouteMetadata(props, 'Turnover');

export default async function TurnoverRoute(props: BayRouteProps) {
  return <TurnoverPage bayId={await bayRouteId(props)} />;
}
