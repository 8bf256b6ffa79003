import {
  bayRouteId,
  bayRouteMetadata,
  type BayRouteProps,
} from '../../../../../../components/concessionaire/bay-route';
import { BayAuditPage } from '../../../../../../components/concessionaire/audit/bay-audit-log';

export const generateMetadata = (props: BayRouteProps) => bayRouteMetadata(props, 'BayAuditPage');

export default async function BayAuditRoute(props: BayRouteProps) {
  return <BayAuditPage bayId={await bayRouteId(props)} />;
}
