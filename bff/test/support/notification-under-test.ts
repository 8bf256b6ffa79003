import { generateVapidKeys } from '@moorline/deploy/src/start/vapid-keys';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import type { TestAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NotificationConfig } from '../../../services/notification/src/config';
import { createNotificationService } from '../../../services/notification/src/notification.service';

/**
 * The real notification service for the BFF's tests: mail written to a folder of its own, a fresh
 * Web Push key pair unless given, and the callers' tokens checked with `tokens`' key.
 */
export function startNotificationUnderTest(
  tokens: TestAccessTokens,
  settings: Partial<NotificationConfig> = {},
): Promise<ServiceUnderTest> {
  return startServiceUnderTest((config: NotificationConfig) => createNotificationService(config), {
    ...tokens.verifierEnv,
    ...generateVapidKeys(),
    MAIL_DIR: mkdtempSync(join(tmpdir(), 'moorline-bff-mail-')),
    MAIL_FROM: 'Moorline <no-reply@moorline.test>',
    SUPPORT_EMAIL: 'support@moorline.test',
    CONTACT_LIMIT_PER_HOUR: 2,
    ...settings,
  });
}
