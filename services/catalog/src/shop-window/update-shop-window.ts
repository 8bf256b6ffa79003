import { requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { LocalizedText } from '../bays/localized-text';
import { changedFields, recordAudit } from '../audit/record-audit';
import type { CatalogTables } from '../catalog.tables';
import { findBayTexts, updateBayTexts } from './bay-photo.repository';
import { loadShopWindow, type ShopWindowAnswer } from './get-shop-window';
import { changeShopWindow } from './shop-window-change';
import { cleanLocalizedText, cleanVideoLink, textLimits } from './shop-window-rules';

/**
 * UpdateShopWindow: the description and guest information in the four languages and the video
 * link, checked (length, YouTube or Vimeo only) and kept tidy, with BayUpdated.
 */
export async function updateShopWindow(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: {
    caller: Caller;
    bayId: string;
    description: Partial<LocalizedText> | undefined;
    guestInformation: Partial<LocalizedText> | undefined;
    videoUrl: string;
  },
): Promise<ShopWindowAnswer> {
  requireBayAccess(input.caller, input.bayId, 'manage');
  const description = cleanLocalizedText(input.description, textLimits.text, 'text_too_long');
  const guestInformation = cleanLocalizedText(input.guestInformation, textLimits.text, 'text_too_long');
  const video = cleanVideoLink(input.videoUrl);
  await changeShopWindow(db, deps, input.bayId, async (trx, bay) => {
    const before = await findBayTexts(trx, bay.id);
    await updateBayTexts(trx, bay.id, {
      description,
      guestInformation,
      videoUrl: video?.url ?? null,
      now: deps.now(),
    });
    const { before: was, after: is } = changedFields(before, await findBayTexts(trx, bay.id));
    await recordAudit(trx, {
      bayId: bay.id,
      actor: input.caller,
      action: 'shop_window.update',
      subject: { kind: 'bay', id: bay.id },
      before: was,
      after: is,
      at: deps.now(),
    });
  });
  return loadShopWindow(db, input.bayId);
}
