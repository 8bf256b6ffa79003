import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { bookingV1 } from '@moorline/contracts';
import { catalogV1 } from '@moorline/contracts';
import { forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, failureOf, nightStay } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

const { BoatType } = catalogV1;

describe('My Fleet over gRPC', () => {
  let services: BookingServices;
  let details: (change?: Partial<bookingV1.BoatDetails>) => bookingV1.BoatDetails;

  beforeAll(async () => {
    services = await startBookingServices();
    details = (change = {}) => ({
      name: 'Galeb',
      brandId: services.lists.brandId,
      modelId: services.lists.modelId,
      customBrand: '',
      customModel: '',
      type: BoatType.BOAT_TYPE_SAIL_MONOHULL,
      registrationNumber: `ST ${randomUUID().slice(0, 8)}`,
      loaCm: 1250,
      beamCm: 400,
      draftCm: 190,
      ...change,
    });
  });

  afterAll(() => services.stop());

  /** Call options of a fresh signed-in user. */
  const someone = async () => forwardAccessToken(await services.tokens.bearer({ userId: randomUUID() }));
  const create = async (
    as: Awaited<ReturnType<typeof someone>>,
    boat = details(),
    key: string = randomUUID(),
  ) => {
    const { boat: created } = await services.client.createBoat({ idempotencyKey: key, details: boat }, as);
    if (!created) throw new Error('no boat in the answer');
    return created;
  };

  it('when a boater adds, lists, reads, edits and deletes a boat, then each answer shows the fleet as it is', async () => {
    const owner = await someone();
    const boat = await create(owner, details({ registrationNumber: ' st  4410 ' }));
    expect(boat).toMatchObject({
      name: 'Galeb',
      brand: 'Jeanneau',
      model: 'Sun Odyssey 410',
      customBrandModel: false,
      type: BoatType.BOAT_TYPE_SAIL_MONOHULL,
      registrationNumber: 'ST 4410',
      loaCm: 1250,
    });
    expect((await services.client.listBoats({}, owner)).boats.map((b) => b.boatId)).toEqual([boat.boatId]);
    expect((await services.client.getBoat({ boatId: boat.boatId }, owner)).boat).toEqual(boat);

    const { boat: edited } = await services.client.updateBoat(
      {
        boatId: boat.boatId,
        details: details({ name: 'Galeb II', registrationNumber: 'ST 4410', loaCm: 1300 }),
      },
      owner,
    );
    expect(edited).toMatchObject({ boatId: boat.boatId, name: 'Galeb II', loaCm: 1300 });

    await services.client.deleteBoat({ boatId: boat.boatId }, owner);
    expect((await services.client.listBoats({}, owner)).boats).toEqual([]);
    await expect(services.client.getBoat({ boatId: boat.boatId }, owner)).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('when a held boat changes to a length or hull its 30 m bay does not take, or another registration, then boat_change_breaks_booking; a change that fits, or any once the hold is given up, is kept', async () => {
    const { buoys } = await bayWithBuoys(services, {
      slug: 'fleet-change-bay',
      lat: 44.1,
      lon: 15.2,
      maxLoaCm: 3000,
      buoys: [{ kind: 'digital', maxLoaCm: 3000 }],
    });
    const owner = await someone();
    const boat = await create(owner);
    const stay = nightStay(buoys[0]?.id ?? '', boat.boatId);
    const { booking } = await services.client.createHold({ idempotencyKey: randomUUID(), stay }, owner);
    const update = (change: Partial<bookingV1.BoatDetails>) =>
      services.client.updateBoat(
        { boatId: boat.boatId, details: details({ registrationNumber: boat.registrationNumber, ...change }) },
        owner,
      );
    for (const change of [
      { loaCm: 5500 },
      { registrationNumber: `ZD ${randomUUID().slice(0, 6)}` },
      { type: BoatType.BOAT_TYPE_SAIL_MULTIHULL },
    ])
      expect((await failureOf(update(change))).code).toBe('boat_change_breaks_booking');
    expect((await update({ loaCm: 2900, name: 'Galeb II' })).boat).toMatchObject({
      loaCm: 2900,
      name: 'Galeb II',
    });
    await services.client.cancelHold({ bookingId: booking?.bookingId ?? '' }, owner);
    expect((await update({ loaCm: 5500 })).boat?.loaCm).toBe(5500);
  });

  it('when the boat is not in the lists, then it is added with free-text brand and model marked as new', async () => {
    const boat = await create(
      await someone(),
      details({ brandId: '', modelId: '', customBrand: 'Old Yard', customModel: 'Gajeta 7' }),
    );
    expect(boat).toMatchObject({ brand: 'Old Yard', model: 'Gajeta 7', brandId: '', customBrandModel: true });
  });

  it("when a model of another brand is picked, then it is refused as not in catalog's lists", async () => {
    const attempt = services.client.createBoat(
      { idempotencyKey: randomUUID(), details: details({ modelId: services.lists.otherBrandsModelId }) },
      await someone(),
    );
    await expect(attempt).rejects.toMatchObject({
      code: 'invalid_request',
      message: 'Unknown brand or model',
    });
  });

  it('when CreateBoat is retried with the same key and details, then the same boat answers and one is stored', async () => {
    const owner = await someone();
    const sent = details();
    const first = await create(owner, sent, 'retry-key');
    const again = await create(owner, sent, 'retry-key');
    expect(again.boatId).toBe(first.boatId);
    expect((await services.client.listBoats({}, owner)).boats).toHaveLength(1);
  });

  it('when another user sends the same key, then it is their own key and makes their own boat', async () => {
    const sent = details();
    const mine = await create(await someone(), sent, 'shared-key');
    const theirs = await create(await someone(), sent, 'shared-key');
    expect(theirs.boatId).not.toBe(mine.boatId);
  });

  it('when the same key comes with other details, then it is refused with idempotency_key_reused', async () => {
    const owner = await someone();
    await create(owner, details(), 'reused-key');
    await expect(create(owner, details({ name: 'Other' }), 'reused-key')).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
  });

  it('when a registration is already in the fleet in another case or spacing, then adding or editing to it is a conflict', async () => {
    const owner = await someone();
    await create(owner, details({ registrationNumber: 'ZD 77-1' }));
    await expect(create(owner, details({ registrationNumber: 'zd  77-1' }))).rejects.toMatchObject({
      code: 'registration_exists',
    });
    const second = await create(owner, details({ registrationNumber: 'ZD 77-2' }));
    await expect(
      services.client.updateBoat(
        { boatId: second.boatId, details: details({ registrationNumber: 'ZD 77-1' }) },
        owner,
      ),
    ).rejects.toMatchObject({ code: 'registration_exists' });
  });

  it('when another user or a deleted boat had the registration, then it can be added', async () => {
    const owner = await someone();
    await create(await someone(), details({ registrationNumber: 'PU 1' }));
    const first = await create(owner, details({ registrationNumber: 'PU 1' }));
    await services.client.deleteBoat({ boatId: first.boatId }, owner);
    expect((await create(owner, details({ registrationNumber: 'PU 1' }))).registrationNumber).toBe('PU 1');
  });

  it("when a guest's short form leaves out beam, draft, brand and model, then the boat is kept with them unknown", async () => {
    const owner = await someone();
    const short = { brandId: '', modelId: '', beamCm: 0, draftCm: 0 };
    const boat = await create(owner, details({ ...short, name: 'Vila', loaCm: 980 }));
    expect(boat).toMatchObject({ name: 'Vila', brand: '', model: '', loaCm: 980, beamCm: 0, draftCm: 0 });
    expect((await services.client.getBoat({ boatId: boat.boatId }, owner)).boat).toEqual(boat);
    const row = await services.bookingDb
      .selectFrom('boats')
      .select(['beam_cm', 'draft_cm', 'custom_brand_model'])
      .where('id', '=', boat.boatId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ beam_cm: null, draft_cm: null, custom_brand_model: true });
    const edited = await services.client.updateBoat(
      { boatId: boat.boatId, details: details({ ...short, name: 'Vila', loaCm: 980, beamCm: 320 }) },
      owner,
    );
    expect(edited.boat).toMatchObject({ beamCm: 320, draftCm: 0 });
  });

  it.each([
    [{ loaCm: 149 }, 'Length overall must be between 1.5 and 60 m'],
    [{ beamCm: 2001 }, 'Beam must be between 0.5 and 20 m'],
    [{ draftCm: 9 }, 'Draft must be between 0.1 and 8 m'],
    [{ name: '' }, 'Name must be 1 to 80 characters'],
    [{ registrationNumber: 'X' }, 'Registration number must be 2 to 20 letters, digits, spaces or dashes'],
    [{ type: BoatType.BOAT_TYPE_UNSPECIFIED }, 'Boat type is required'],
    [{ brandId: '' }, 'Choose the brand before the model'],
  ])('when the details are %j, then the boat is refused with invalid_request', async (change, message) => {
    const owner = await someone();
    await expect(create(owner, details(change))).rejects.toMatchObject({ code: 'invalid_request', message });
    expect((await services.client.listBoats({}, owner)).boats).toEqual([]);
  });

  it("when another user names a boat's id, then get, update and delete answer not_found and change nothing", async () => {
    const owner = await someone();
    const boat = await create(owner, details({ name: 'Mine' }));
    const stranger = await someone();
    const boatId = boat.boatId;
    await expect(services.client.getBoat({ boatId }, stranger)).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      services.client.updateBoat({ boatId, details: details({ name: 'Stolen' }) }, stranger),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(services.client.deleteBoat({ boatId }, stranger)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect((await services.client.getBoat({ boatId }, owner)).boat).toEqual(boat);
  });

  it('when a boat id is not a uuid or unknown, then it is not_found', async () => {
    const owner = await someone();
    for (const boatId of ['nope', randomUUID()]) {
      await expect(services.client.getBoat({ boatId }, owner)).rejects.toMatchObject({ code: 'not_found' });
    }
  });

  it('when no token is forwarded, then every fleet call is unauthenticated', async () => {
    await expect(services.client.listBoats({})).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(
      services.client.createBoat({ idempotencyKey: randomUUID(), details: details() }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});
