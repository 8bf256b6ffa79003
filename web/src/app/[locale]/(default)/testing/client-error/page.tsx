import { ClientErrorProbe } from '../../../../../components/testing/client-error-probe';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { assertTestingEnvironment } from '../../../../../site/testing-guard';

// Renders fine on the server and fails once in the browser, so the browser tests see the
// "Something went wrong" boundary (site/testing-pages.ts).
export default async function ClientErrorProbePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  assertTestingEnvironment();
  return <ClientErrorProbe />;
}
