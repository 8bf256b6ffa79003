import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { assertTestingEnvironment } from '../../../../../site/testing-guard';
import { SERVER_ERROR_PROBE_MESSAGE } from '../../../../../site/testing-pages';

// Fails while rendering on the server, so the browser tests see the 500 page (site/testing-pages.ts).
export default async function ServerErrorProbePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  assertTestingEnvironment();
  throw new Error(SERVER_ERROR_PROBE_MESSAGE);
}
