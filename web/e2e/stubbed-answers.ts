import type { Page } from '@playwright/test';
import type { Boat, BoatList, Error as ErrorBody, SessionCheck } from '../src/http/api-schema';

// BFF answers a browser test makes up instead of asking a running BFF: each typed by the
// generated API schema, so a change of the API breaks the test at compile time, not at run time.

/** A made-up signed-in session as GET /v1/auth/verify answers it. */
export function sessionCheck(who: Partial<SessionCheck> = {}): SessionCheck {
  return {
    user_id: '00000000-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    is_superuser: false,
    is_concessionaire: false,
    is_manager: false,
    is_employee: false,
    expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...who,
  };
}

/** The BFF accepts the held token as this session. */
export async function answerSession(page: Page, session: SessionCheck): Promise<void> {
  await page.route('**/v1/auth/verify', (route) => route.fulfill({ json: session }));
}

/** The caller's fleet is these boats. */
export async function answerFleet(page: Page, boats: Boat[]): Promise<void> {
  const list: BoatList = { boats };
  await page.route('**/v1/fleet', (route) => route.fulfill({ json: list }));
}

/** An error answer with its catalogue code and message. */
export function errorBody(code: string, message: string): ErrorBody {
  return { code, message };
}
