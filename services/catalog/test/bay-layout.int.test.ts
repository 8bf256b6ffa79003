import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { twoAtOnce } from '@moorline/deploy/src/testing/two-at-once';
import { catalogV1, eventsV1, LAYOUT_SAVE_DEADLINE_MS, operatorIdOfCompany } from '@moorline/contracts';
import { createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import { saveLayoutIn } from '../src/layout/save-bay-layout';
import { layoutRowFrom } from '../src/grpc/layout-messages';
import { offsetPoint } from '../src/seed/buoy-layout';
import { failureOf, staff, testOperatorId } from './operations-support';
import { booking, boxAround, insertBay, startCatalog, type RunningCatalog } from './support';

const v1 = catalogV1;
const hour = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms);

// Off Krk's south-west coast: open water to the south and west, the island 1 km north.
const pin = offsetPoint(45.02, 14.56, -1500, 0);
const at = (northM: number, eastM: number) => offsetPoint(pin.lat, pin.lon, northM, eastM);

type Row = Partial<catalogV1.LayoutRow> & { lat: number; lon: number };
const row = (fields: Row): catalogV1.LayoutRow => ({
  buoyId: '',
  label: '',
  maxLoaCm: 1500,
  hullKinds: [v1.HullKind.HULL_KIND_MONO],
  managementKind: v1.ManagementKind.MANAGEMENT_KIND_DIGITAL,
  ...fields,
});

/** 500 buoys 20 m apart, 20 rows of 25 south of the pin. */
const grid = (count: number) =>
  Array.from({ length: count }, (_, i) => row(at(-400 + Math.floor(i / 25) * 20, -240 + (i % 25) * 20)));

describe('bay layout', () => {
  let catalog: RunningCatalog;
  let layout: ReturnType<typeof createGrpcClient<typeof v1.BayLayoutServiceDefinition>>;
  let manager: Awaited<ReturnType<typeof staff>>;
  let bayIds: string[] = [];
  let counter = 0;

  /** A fresh bay of the test operator at the pin, with buoys of these kinds north of it. */
  async function newBay(kinds: ('digital' | 'fcfs')[] = []) {
    counter += 1;
    const bay = await insertBay(catalog.db, {
      slug: `layout-bay-${counter}`,
      ...pin,
      buoys: kinds.map((kind, i) => ({ kind, at: at(-100 - 20 * i, 300) })),
    });
    bayIds = [...bayIds, bay.id];
    manager = await staff(catalog, ['concessionaire', 'manager'], bayIds);
    return bay;
  }

  const save = (bayId: string, rows: catalogV1.LayoutRow[], dryRun = false) =>
    layout.saveBayLayout({ bayId, rows, dryRun }, { ...manager, deadline: LAYOUT_SAVE_DEADLINE_MS });
  const buoysOf = (bayId: string) =>
    catalog.db.selectFrom('buoys').selectAll().where('bay_id', '=', bayId).orderBy('label').execute();
  // insertBay's buoys take boats up to 20 m.
  const keep = (buoy: { id: string; label: string }, northM: number, eastM = 300) =>
    row({ buoyId: buoy.id, label: buoy.label, maxLoaCm: 2000, ...at(northM, eastM) });

  beforeAll(async () => {
    catalog = await startCatalog();
    layout = createGrpcClient(v1.BayLayoutServiceDefinition, createChannel(catalog.grpcAddress));
  });

  afterAll(() => catalog.stop());

  it('when a manager saves 500 new buoys in one request, then all are saved, numbered, with QR slugs, and the map hears once', async () => {
    const bay = await newBay();
    const answer = await save(bay.id, grid(500));
    expect(answer.refusedRows).toEqual([]);
    expect(answer).toMatchObject({ saved: true, added: 500, updated: 0, removed: 0 });
    const saved = await buoysOf(bay.id);
    expect(saved).toHaveLength(500);
    expect(new Set(saved.map((b) => b.label))).toEqual(
      new Set(Array.from({ length: 500 }, (_, i) => String(i + 1))),
    );
    expect(saved.find((b) => b.label === '17')?.qr_slug).toBe(`${bay.slug}-17`);
    const events = await catalog.db
      .selectFrom('outbox')
      .select('payload')
      .where('event_type', '=', eventsV1.BayLayoutChanged.$type)
      .where('aggregate_id', '=', bay.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(
      eventsV1.BayLayoutChanged.decode(events[0]?.payload ?? new Uint8Array()).addedBuoyIds,
    ).toHaveLength(500);
    const read = await layout.getBayLayout({ bayId: bay.id }, manager);
    expect(read.buoys.map((b) => b.label).slice(0, 3)).toEqual(['1', '2', '3']);
  });

  it('when a layout is saved as a dry run, then the verdict comes back and nothing changes', async () => {
    const bay = await newBay(['digital', 'digital']);
    const [one] = bay.buoys;
    if (!one) throw new Error('no buoy');
    const answer = await save(bay.id, [keep(one, 0, 0), row(at(-200, 0))], true);
    expect(answer).toMatchObject({ saved: false, added: 1, updated: 1, removed: 1, refusedRows: [] });
    expect(answer.buoys.map((b) => [b.buoyId, b.label])).toEqual([
      [one.id, '1'],
      ['', '2'],
    ]);
    expect((await buoysOf(bay.id)).map((b) => [b.label, b.lat])).toEqual(
      bay.buoys.map((b, i) => [b.label, at(-100 - 20 * i, 300).lat]),
    );
  });

  it('when rows are on land, too far, too close or share a label, then each is refused with its code and nothing is saved', async () => {
    const bay = await newBay(['digital']);
    const answer = await save(bay.id, [
      row({ ...at(0, 0), label: 'A' }),
      row(at(1000, 0)),
      row(at(-3200, 0)),
      row(at(10, 0)),
      row({ ...at(-300, 0), label: 'A' }),
      row({ ...at(-400, 0), maxLoaCm: 7000 }),
    ]);
    expect(answer.saved).toBe(false);
    expect(answer.refusedRows.map((r) => [r.rowIndex, r.code, r.otherRowIndex])).toEqual([
      [1, 'buoy_on_land', -1],
      [2, 'buoy_too_far_from_pin', -1],
      [3, 'buoys_too_close', 0],
      [4, 'buoy_label_taken', 0],
      [5, 'buoy_max_loa_out_of_range', -1],
    ]);
    expect(answer.refusedRows[0]?.message).toBe('The buoy is on land');
    expect((await buoysOf(bay.id)).map((b) => b.id)).toEqual(bay.buoys.map((b) => b.id));
  });

  it('when buoys with bookings ahead would be removed, made FCFS or shortened, then the save is refused listing those bookings', async () => {
    const bay = await newBay(['digital', 'digital', 'digital', 'digital']);
    const [a, b, c, d] = bay.buoys;
    if (!a || !b || !c || !d) throw new Error('no buoys');
    const held = booking(a, fromNow(2 * hour), fromNow(26 * hour));
    const confirmed = booking(b, fromNow(48 * hour), fromNow(72 * hour));
    const shortened = booking(c, fromNow(-2 * hour), fromNow(20 * hour));
    const past = booking(d, fromNow(-72 * hour), fromNow(-48 * hour));
    await catalog.processed(
      await catalog.publish(
        held.event('held', 1),
        confirmed.event('confirmed', 2),
        shortened.event('confirmed', 2),
        past.event('confirmed', 2),
      ),
    );
    const answer = await save(bay.id, [
      row({ ...keep(b, -100), managementKind: v1.ManagementKind.MANAGEMENT_KIND_FCFS }),
      row({ ...keep(c, -140), maxLoaCm: 1000 }),
    ]);
    expect(answer.saved).toBe(false);
    expect(answer.refusedRows).toEqual([]);
    expect(
      answer.bookingsInTheWay.map((x) => [
        x.bookingId,
        x.buoyLabel,
        x.rowIndex,
        x.reason,
        x.periodEnd?.getTime(),
      ]),
    ).toEqual([
      [shortened.bookingId, c.label, 1, 'buoy_max_loa_lowered', expect.any(Number)],
      [held.bookingId, a.label, -1, 'buoy_removed', expect.any(Number)],
      [confirmed.bookingId, b.label, 0, 'buoy_not_digital', expect.any(Number)],
    ]);
    expect(await buoysOf(bay.id)).toHaveLength(4);

    // Buoy d's booking is over: leaving only d out (and a's, b's, c's buoys as they are) saves.
    const without = await save(bay.id, [keep(a, -100), keep(b, -120), keep(c, -140)]);
    expect(without).toMatchObject({ saved: true, removed: 1, bookingsInTheWay: [] });
  });

  it('when a buoy is removed, then the map, the QR code and the operator’s list no longer show it, and the audit log keeps what changed', async () => {
    const bay = await newBay(['digital', 'digital']);
    const [kept, removed] = bay.buoys;
    if (!kept || !removed) throw new Error('no buoys');
    const answer = await save(bay.id, [keep(kept, -100), row({ ...at(-500, 0), label: '7' })]);
    expect(answer.saved).toBe(true);
    const viewport = await catalog.client.listViewportBuoys({ bbox: boxAround(pin) }, catalog.signedIn);
    const labelsOfBay = viewport.labels.filter(
      (_, i) => viewport.bays[viewport.bayIndexes[i] ?? -1]?.bayId === bay.id,
    );
    expect(labelsOfBay.sort()).toEqual(['1', '7']);
    expect((await failureOf(catalog.client.resolveQrCode({ qrSlug: `${bay.slug}-2` }))).code).toBe(
      'not_found',
    );
    const listed = await catalog.client.listOperatorBuoys({ bayId: bay.id }, manager);
    expect(listed.buoys.map((b) => b.label)).toEqual(['1', '7']);
    const audit = await catalog.db
      .selectFrom('audit_log')
      .select(['action', 'actor_role', 'before', 'after'])
      .where('bay_id', '=', bay.id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'buoy_layout.save',
        actor_role: 'concessionaire',
        // Buoy 1 stays as it was: only what changed is logged.
        before: { '2': expect.objectContaining({ management_kind: 'digital' }) },
        after: { '7': expect.objectContaining({ lat: at(-500, 0).lat, max_loa_cm: 1500 }) },
      },
    ]);
  });

  it('when two buoys swap labels, then both are saved and each keeps its QR slug', async () => {
    const bay = await newBay(['digital', 'digital']);
    const [one, two] = bay.buoys;
    if (!one || !two) throw new Error('no buoys');
    const answer = await save(bay.id, [
      row({ ...keep(one, -100), label: '2' }),
      row({ ...keep(two, -120), label: '1' }),
    ]);
    expect(answer.saved).toBe(true);
    const saved = await buoysOf(bay.id);
    expect(saved.map((b) => [b.id, b.label, b.qr_slug])).toEqual([
      [two.id, '1', `${bay.slug}-2`],
      [one.id, '2', `${bay.slug}-1`],
    ]);
  });

  it('when no token comes, then 401; a boater is 403; another operator’s bay is 404; an employee may read but not save', async () => {
    const bay = await newBay(['digital']);
    expect((await failureOf(layout.getBayLayout({ bayId: bay.id }))).code).toBe('unauthenticated');
    const boater = forwardAccessToken(await catalog.tokens.bearer());
    expect((await failureOf(layout.getBayLayout({ bayId: bay.id }, boater))).code).toBe('forbidden');
    const stranger = await staff(
      catalog,
      ['concessionaire', 'manager'],
      [],
      operatorIdOfCompany('Other d.o.o.'),
    );
    expect((await failureOf(layout.getBayLayout({ bayId: bay.id }, stranger))).code).toBe('not_found');
    const strangerSave = layout.saveBayLayout({ bayId: bay.id, rows: [], dryRun: true }, stranger);
    expect((await failureOf(strangerSave)).code).toBe('not_found');
    const employee = await staff(catalog, ['employee'], [bay.id]);
    expect((await layout.getBayLayout({ bayId: bay.id }, employee)).buoys).toHaveLength(1);
    const employeeSave = layout.saveBayLayout({ bayId: bay.id, rows: [], dryRun: false }, employee);
    expect((await failureOf(employeeSave)).code).toBe('forbidden');
    expect(await buoysOf(bay.id)).toHaveLength(1);
  });

  it('when more than 2,000 rows come, then the layout is refused as too large', async () => {
    const bay = await newBay();
    expect((await failureOf(save(bay.id, grid(2001)))).code).toBe('bay_layout_too_large');
  });

  describe('two saves of one bay at once', () => {
    /** Both keep buoy 1 and add a buoy 10 m from the other's new one: A labels it 4, B 5. */
    async function saveTwiceAtOnce(lockBay: boolean) {
      const bay = await newBay(['digital']);
      const [one] = bay.buoys;
      if (!one) throw new Error('no buoy');
      const actor = {
        userId: randomUUID(),
        email: 'manager@example.com',
        name: '',
        roles: ['manager' as const],
        operatorId: testOperatorId,
        bayIds: [bay.id],
        tokenId: randomUUID(),
        expiresAt: new Date(Date.now() + hour),
      };
      const layoutOf = (label: string, eastM: number) => ({
        bayId: bay.id,
        actor,
        rows: [keep(one, -100), row({ ...at(-600, eastM), label })].map(layoutRowFrom),
        dryRun: false,
      });
      let turn = 0;
      const outcomes = await twoAtOnce(catalog.db, (trx) => {
        turn += 1;
        const input = turn === 1 ? layoutOf('4', 0) : layoutOf('5', 10);
        return saveLayoutIn(trx, { now: new Date() }, input, { lockBay });
      });
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      return (await buoysOf(bay.id)).map((b) => b.label);
    }

    it('when two saves of one bay run at once, then the later one’s layout is the bay’s, whole', async () => {
      expect(await saveTwiceAtOnce(true)).toEqual(['1', '5']);
    });

    it('when the bay is not locked (negative twin), then both new buoys stay, 10 m apart, a layout nobody saved', async () => {
      expect(await saveTwiceAtOnce(false)).toEqual(['1', '4', '5']);
    });
  });
});
