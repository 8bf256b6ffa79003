import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@moorline/deploy/src/free-port';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import type { ServiceUnderTest } from '@moorline/deploy/src/testing/service-under-test';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { catalogV1, demoNotOnboardedCompany, operatorIdOfCompany, paymentV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { webhookPath } from '../src/http/webhook.routes';
import { signWebhook } from '../src/provider/webhook-signature';
import { onboardingRequirements } from '../src/sandbox/sandbox-accounts';
import { postForm } from './payment-fixtures';
import {
  accountUpdates,
  signedIn,
  startDemoCatalog,
  startPaymentAlone,
  type PaymentAlone,
} from './payment-alone';

// The operator's connected account (spec §3, issue 15 item 6) with the real catalog's demo bays:
// Stončica's operator has none, its manager walks the sandbox's onboarding, and every state the
// account takes is announced (AccountUpdated) for catalog's bookable-online projection.

const { AccountState } = paymentV1;
const webhookSecret = 'whsec_onboarding_tests_0123456789abcdef';
const webBaseUrl = 'http://localhost:3000';
const operatorId = operatorIdOfCompany(demoNotOnboardedCompany);

describe('onboarding a bay operator’s payment account', () => {
  let catalog: ServiceUnderTest;
  let alone: PaymentAlone;
  let bayId: string;
  let sandboxBase: string;
  const returnPath = () => `/hr/concessionaires/${bayId}/onboarding`;
  const staff = (roles: ('concessionaire' | 'manager' | 'employee')[]) =>
    signedIn(alone.tokens, { roles, operator: { operatorId, bayIds: [bayId] } });
  const stateOf = async () =>
    (await alone.client.getAccount({ bayId }, await staff(['concessionaire']))).account;

  beforeAll(async () => {
    catalog = await startDemoCatalog();
    const channel = createChannel(catalog.grpcAddress);
    const { bay } = await createGrpcClient(catalogV1.CatalogServiceDefinition, channel).getBay({
      slug: 'vis-stoncica',
    });
    channel.close();
    bayId = bay?.bayId ?? '';
    const httpPort = await freePort();
    sandboxBase = `http://127.0.0.1:${httpPort}`;
    alone = await startPaymentAlone({
      CATALOG_GRPC_ADDRESS: catalog.grpcAddress,
      HTTP_PORT: httpPort,
      PUBLIC_BASE_URL: sandboxBase,
      PAYMENT_WEBHOOK_SECRET: webhookSecret,
      WEB_BASE_URL: webBaseUrl,
    });
  });

  afterAll(async () => {
    await alone?.stop();
    await catalog?.stop();
  });

  it('when the operator never began, then the account is not started and nothing is announced', async () => {
    expect(await stateOf()).toMatchObject({
      state: AccountState.ACCOUNT_STATE_NOT_STARTED,
      accountId: '',
      provider: 'sandbox',
    });
    expect(await accountUpdates(alone.db)).toEqual([]);
  });

  it('when staff without the manager flag ask for a link, or someone without the bay, then it is refused and no account is made', async () => {
    const link = { bayId, returnPath: returnPath() };
    expect(await errorCodeOf(alone.client.createOnboardingLink(link, await staff(['concessionaire'])))).toBe(
      'forbidden',
    );
    expect(await errorCodeOf(alone.client.createOnboardingLink(link, await staff(['employee'])))).toBe(
      'forbidden',
    );
    const boater = await signedIn(alone.tokens, { roles: [] });
    expect(await errorCodeOf(alone.client.createOnboardingLink(link, boater))).toBe('forbidden');
    expect(await errorCodeOf(alone.client.createOnboardingLink(link))).toBe('unauthenticated');
    const otherOperator = await signedIn(alone.tokens, {
      roles: ['manager'],
      operator: { operatorId: randomUUID(), bayIds: [randomUUID()] },
    });
    expect(await errorCodeOf(alone.client.createOnboardingLink(link, otherOperator))).toBe('not_found');
    expect(await errorCodeOf(alone.client.getAccount({ bayId }, otherOperator))).toBe('not_found');
    expect(await errorCodeOf(alone.client.getAccount({ bayId }, boater))).toBe('forbidden');
    expect(await alone.db.selectFrom('connected_accounts').select('operator_id').execute()).toEqual([]);
  });

  it('when the return path is not the bay’s onboarding page, then the request is refused', async () => {
    const manager = await staff(['manager']);
    for (const path of [
      `/en/concessionaires/${randomUUID()}/onboarding`,
      'https://elsewhere.example/phish',
      `//elsewhere.example/en/concessionaires/${bayId}/onboarding`,
      `/xx/concessionaires/${bayId}/onboarding`,
    ])
      expect(await errorCodeOf(alone.client.createOnboardingLink({ bayId, returnPath: path }, manager))).toBe(
        'invalid_request',
      );
  });

  it('when the manager starts, then a sandbox account awaits details, announced once, and a second link reuses it', async () => {
    const manager = await staff(['manager']);
    const first = await alone.client.createOnboardingLink({ bayId, returnPath: returnPath() }, manager);
    expect(first.url.startsWith(`${sandboxBase}/sandbox/onboarding/`)).toBe(true);
    expect(first.account).toMatchObject({ operatorId, state: AccountState.ACCOUNT_STATE_DETAILS_PENDING });
    expect(await stateOf()).toMatchObject({
      state: AccountState.ACCOUNT_STATE_DETAILS_PENDING,
      missing: onboardingRequirements,
    });
    const second = await alone.client.createOnboardingLink({ bayId, returnPath: returnPath() }, manager);
    expect(second.url).not.toBe(first.url);
    expect(second.account?.accountId).toBe(first.account?.accountId);
    expect((await accountUpdates(alone.db)).map((event) => [event.operatorId, event.state])).toEqual([
      [operatorId, 'details_pending'],
    ]);
  });

  it('when the manager finishes the sandbox’s form, then they are sent back to the bay’s page and the account is ready, announced', async () => {
    const { url } = await alone.client.createOnboardingLink(
      { bayId, returnPath: returnPath() },
      await staff(['manager']),
    );
    const answer = await postForm(url, {
      first_name: 'Ivana',
      last_name: 'Perić',
      iban: 'DE89 3704 0044 0532 0130 00',
      accept_terms: 'yes',
    });
    expect(answer).toMatchObject({ status: 303, location: `${webBaseUrl}${returnPath()}` });
    expect(await stateOf()).toMatchObject({ state: AccountState.ACCOUNT_STATE_READY, missing: [] });
    await waitFor(async () => (await accountUpdates(alone.db)).length === 2);
    expect((await accountUpdates(alone.db)).map((event) => event.state)).toEqual([
      'details_pending',
      'ready',
    ]);
  });

  it('when the provider restricts the account, then its staff see what is missing and the change is announced', async () => {
    const [account] = await alone.db.selectFrom('connected_accounts').select('account_id').execute();
    await alone.db
      .updateTable('sandbox_accounts')
      .set({ state: 'restricted', missing: ['external_account'] })
      .where('account_id', '=', account?.account_id ?? '')
      .execute();
    const body = Buffer.from(
      JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: 'account.updated',
        data: { object: { id: account?.account_id } },
      }),
    );
    const delivered = await fetch(`${alone.httpBase}${webhookPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(webhookSecret, body, new Date()),
      },
      body,
    });
    expect(delivered.status).toBe(200);
    expect(await stateOf()).toMatchObject({
      state: AccountState.ACCOUNT_STATE_RESTRICTED,
      missing: ['external_account'],
    });
    expect((await accountUpdates(alone.db)).map((event) => event.state)).toEqual([
      'details_pending',
      'ready',
      'restricted',
    ]);
  });
});
