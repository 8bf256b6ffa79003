import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, operatorIdOfCompany } from '@moorline/contracts';
import { createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import { failureOf, staff } from './operations-support';
import { insertBay, startCatalog, type RunningCatalog } from './support';

// Issue 27 item 5: partner embeds made by their owners, on the real catalog and PostgreSQL. A
// concessionaire makes embeds of their own bays; another operator cannot see or change them; an
// admin manages every embed and makes the platform's own for a map area.

const settings = (bayIds: string[], fields: Partial<catalogV1.MapEmbedSettings> = {}) => ({
  partnerName: 'Tourist board of Hvar',
  allowedOrigins: ['https://visit-hvar.example'],
  center: { lat: 43.17, lon: 16.44 },
  zoom: 11,
  locale: 'hr',
  theme: 'dark',
  bayIds,
  ...fields,
});

describe('map embeds made by their owners', () => {
  let catalog: RunningCatalog;
  let embeds: ReturnType<typeof createGrpcClient<typeof catalogV1.MapEmbedsServiceDefinition>>;
  let ownBay: { id: string; slug: string };
  let otherBay: { id: string; slug: string };
  let concessionaire: ReturnType<typeof forwardAccessToken>;
  let rival: ReturnType<typeof forwardAccessToken>;
  let admin: ReturnType<typeof forwardAccessToken>;

  beforeAll(async () => {
    catalog = await startCatalog();
    embeds = createGrpcClient(catalogV1.MapEmbedsServiceDefinition, createChannel(catalog.grpcAddress));
    ownBay = await insertBay(catalog.db, { slug: 'embed-own-cove', lat: 43.17, lon: 16.44, buoys: [] });
    otherBay = await insertBay(catalog.db, {
      slug: 'embed-rival-cove',
      lat: 43.2,
      lon: 16.5,
      company: 'Rival marina d.o.o.',
      buoys: [],
    });
    concessionaire = await staff(catalog, ['concessionaire'], [ownBay.id]);
    rival = await staff(
      catalog,
      ['concessionaire'],
      [otherBay.id],
      operatorIdOfCompany('Rival marina d.o.o.'),
    );
    admin = forwardAccessToken(await catalog.tokens.bearer({ roles: ['superuser'] }));
  });
  afterAll(() => catalog?.stop());

  it('when the concessionaire makes an embed of their bay, then its page shows it with its theme and the bay’s log records it', async () => {
    const { embed } = await embeds.createMapEmbed({ settings: settings([ownBay.id]) }, concessionaire);
    expect(embed).toMatchObject({ platformOwned: false, settings: settings([ownBay.id]) });
    const shown = await catalog.client.getEmbed({ embedId: embed?.embedId ?? '' });
    expect(shown.embed).toMatchObject({ theme: 'dark', locale: 'hr', bays: [{ bayId: ownBay.id }] });
    const { embeds: listed } = await embeds.listMapEmbeds({}, concessionaire);
    expect(listed.map((one) => one.embedId)).toEqual([embed?.embedId]);
    const logged = await catalog.db
      .selectFrom('audit_log')
      .select(['bay_id', 'action', 'before'])
      .where('subject_id', '=', embed?.embedId ?? '')
      .execute();
    expect(logged).toEqual([{ bay_id: ownBay.id, action: 'map_embed.create', before: null }]);
  });

  it('when the concessionaire names a bay not theirs, none, or bad settings, then nothing is made and each refusal has its code', async () => {
    const before = await catalog.db.selectFrom('map_embeds').select('id').execute();
    const refusals = await Promise.all([
      failureOf(embeds.createMapEmbed({ settings: settings([otherBay.id]) }, concessionaire)),
      failureOf(embeds.createMapEmbed({ settings: settings([]) }, concessionaire)),
      failureOf(
        embeds.createMapEmbed(
          { settings: settings([ownBay.id], { allowedOrigins: ['http://x.example'] }) },
          concessionaire,
        ),
      ),
    ]);
    expect(refusals.map((error) => error.code)).toEqual([
      'not_found',
      'embed_bays_required',
      'embed_origins_invalid',
    ]);
    expect(await catalog.db.selectFrom('map_embeds').select('id').execute()).toEqual(before);
  });

  it('when an employee or a boater asks, then it is forbidden; a manager sets it up as the concessionaire does', async () => {
    const employee = await staff(catalog, ['employee'], [ownBay.id]);
    const manager = await staff(catalog, ['manager'], [ownBay.id]);
    const boater = forwardAccessToken(await catalog.tokens.bearer({}));
    expect((await failureOf(embeds.listMapEmbeds({}, employee))).code).toBe('forbidden');
    expect(
      (await embeds.createMapEmbed({ settings: settings([ownBay.id]) }, manager)).embed?.platformOwned,
    ).toBe(false);
    expect((await failureOf(embeds.createMapEmbed({ settings: settings([ownBay.id]) }, boater))).code).toBe(
      'forbidden',
    );
  });

  it('when another operator’s concessionaire tries the embed, then it does not exist for them', async () => {
    const { embed } = await embeds.createMapEmbed({ settings: settings([ownBay.id]) }, concessionaire);
    const embedId = embed?.embedId ?? '';
    expect((await embeds.listMapEmbeds({}, rival)).embeds).toEqual([]);
    const update = failureOf(embeds.updateMapEmbed({ embedId, settings: settings([otherBay.id]) }, rival));
    expect((await update).code).toBe('not_found');
    expect((await failureOf(embeds.deleteMapEmbed({ embedId }, rival))).code).toBe('not_found');
    expect((await catalog.client.getEmbed({ embedId })).embed?.bays.map((bay) => bay.bayId)).toEqual([
      ownBay.id,
    ]);
  });

  it('when the concessionaire changes and then deletes an embed, then its page follows and each change is logged with before and after', async () => {
    const { embed } = await embeds.createMapEmbed({ settings: settings([ownBay.id]) }, concessionaire);
    const embedId = embed?.embedId ?? '';
    const changed = settings([ownBay.id], {
      theme: 'light',
      allowedOrigins: ['https://a.example', 'https://b.example'],
    });
    const { embed: updated } = await embeds.updateMapEmbed({ embedId, settings: changed }, concessionaire);
    expect(updated?.settings).toEqual(changed);
    expect((await catalog.client.getEmbed({ embedId })).embed?.allowedOrigins).toEqual(
      changed.allowedOrigins,
    );
    await embeds.deleteMapEmbed({ embedId }, concessionaire);
    expect((await failureOf(catalog.client.getEmbed({ embedId }))).code).toBe('not_found');
    const logged = await catalog.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject_id', '=', embedId)
      .orderBy('at')
      .execute();
    expect(
      logged.map((entry) => [entry.action, entry.before?.theme ?? null, entry.after?.theme ?? null]),
      // Three changes within a millisecond may share their time: the set, not the order.
    ).toEqual(
      expect.arrayContaining([
        ['map_embed.create', null, 'dark'],
        ['map_embed.update', 'dark', 'light'],
        ['map_embed.delete', 'light', null],
      ]),
    );
    expect(logged).toHaveLength(3);
  });

  it('when an admin makes an area embed and changes an operator’s, then they manage every embed', async () => {
    const { embed: area } = await embeds.createMapEmbed({ settings: settings([]) }, admin);
    expect(area).toMatchObject({ platformOwned: true, settings: { bayIds: [] } });
    const { embed: operators } = await embeds.createMapEmbed(
      { settings: settings([ownBay.id]) },
      concessionaire,
    );
    const both = settings([ownBay.id, otherBay.id]);
    const { embed: widened } = await embeds.updateMapEmbed(
      { embedId: operators?.embedId ?? '', settings: both },
      admin,
    );
    expect(widened?.settings?.bayIds.sort()).toEqual([ownBay.id, otherBay.id].sort());
    const listed = (await embeds.listMapEmbeds({}, admin)).embeds.map((one) => one.embedId);
    expect(listed).toEqual(expect.arrayContaining([area?.embedId, operators?.embedId]));
    expect(listed.indexOf(operators?.embedId ?? '')).toBeLessThan(listed.indexOf(area?.embedId ?? ''));
    const unknownBay = settings(['5f0c0d47-0000-4000-8000-00000000abcd']);
    expect((await failureOf(embeds.createMapEmbed({ settings: unknownBay }, admin))).code).toBe('not_found');
  });
});
