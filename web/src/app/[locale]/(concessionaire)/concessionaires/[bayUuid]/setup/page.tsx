import {
  bayRouteId,
  bayRouteMetadata,
  type BayRouteProps,
} from '../../../../../../components/concessionaire/bay-route';
import { BaySetupPage } from '../../../../../../components/concessionaire/setup/bay-setup-page';

export const generateMetadata = (props: BayRouteProps) => bayRouteMetadata(props, 'BaySetupPage');

export default async function BaySetupRoute(props: BayRouteProps) {
  return <BaySetupPage bayId={await bayRouteId(props)} />;
}
