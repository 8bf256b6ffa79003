import { expect, test } from '@playwright/test';
import { signedInAccount } from './account-support';
import { MESSAGES } from './support';

// Issue 30 item 4: "Notifications on this device" on the account page, in real Chromium. The
// permission is set in the browser itself (Playwright's grant, or the DevTools protocol's denial),
// never by replacing the page's Notification or PushManager.

const m = MESSAGES.en.AccountPage;

test('when notifications are blocked in the browser, then the account page says so and offers no switch', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page, 'en', 'push-denied');
  // Playwright's context is a browser context of its own: the denial must name it.
  const devtools = await context.newCDPSession(page);
  const { targetInfo } = await devtools.send('Target.getTargetInfo');
  await devtools.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await page.goto('/en/dashboard/account');
  const section = page.getByRole('region', { name: m.pushHeading });
  await expect(section.getByRole('status')).toHaveText(m.pushDenied);
  await expect(section.getByRole('switch')).toHaveCount(0);
});

test('when notifications are allowed and turned on, then the page says what the browser’s push service answered', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page, 'en', 'push-allowed');
  await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
  await page.goto('/en/dashboard/account');
  const section = page.getByRole('region', { name: m.pushHeading });
  const toggle = section.getByRole('switch', { name: m.pushSwitch });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  // Chromium subscribes through Google's push service (FCM), which this machine cannot reach: the
  // subscription fails and the page must say it could not be turned on, the switch left off.
  await expect(section.getByRole('status')).toHaveText(m.pushFailed, { timeout: 30_000 });
  await expect(toggle).not.toBeChecked();
});
