import {
  bayRouteId,
  bayRouteMetadata,
  type BayRouteProps,
} from '../../../../../../components/concessionaire/bay-route';
import { OnboardingPage } from '../../../../../../components/concessionaire/onboarding/onboarding-view';

export const generateMetadata = (props: BayRouteProps) => bayRouteMetadata(props, 'Onboarding');

export default async function OnboardingRoute(props: BayRouteProps) {
  return <OnboardingPage bayId={await bayRouteId(props)} />;
}
