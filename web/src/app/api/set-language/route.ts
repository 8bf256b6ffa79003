import { NextResponse } from 'next/server';
import { config } from '../../../config';
import { isLocale } from '../../../i18n/locales';
import { languageCookie } from '../../../language/language-cookie';

// spec §7: POST /api/set-language {localeCode} sets the user_language cookie (attributes spec §9).
export async function POST(request: Request): Promise<NextResponse> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json({ code: 'invalid_body', message: 'Body must be JSON' }, { status: 400 });
  }
  const localeCode = typeof body === 'object' && body !== null ? Reflect.get(body, 'localeCode') : undefined;
  if (!isLocale(localeCode)) {
    return NextResponse.json({ code: 'invalid_locale', message: 'Unknown localeCode' }, { status: 400 });
  }
  const response = NextResponse.json({ localeCode });
  const { name, value, ...attributes } = languageCookie(localeCode, config);
  response.cookies.set(name, value, attributes);
  return response;
}
