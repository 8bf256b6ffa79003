import { Type } from '@fastify/type-provider-typebox';
import { named, nullable } from '../../wire/named-schema';
import { BayPhoto, BayVideo, Localized } from '../catalog/catalog-schemas';

// The shop window a bay's manager edits (issue 15 item 8). Limits are the catalog's; the schemas
// only keep requests to a size the service can answer with its own codes.

// A little over the catalog's limits (5,000 and 200 characters), so the catalog says which.
const text = Type.String({ maxLength: 20_000 });
const caption = Type.String({ maxLength: 1_000 });

export const ShopWindow = named(
  'ShopWindow',
  Type.Object({
    bay_id: Type.String({ format: 'uuid' }),
    slug: Type.String(),
    description: Localized.ref,
    guest_information: Localized.ref,
    video_url: nullable(Type.String()),
    video: nullable(BayVideo.ref),
    photos: Type.Array(BayPhoto.ref),
  }),
);

export const ShopWindowChange = named(
  'ShopWindowChange',
  Type.Object(
    {
      description: Type.Object({ en: text, sl: text, hr: text, it: text }),
      guest_information: Type.Object({ en: text, sl: text, hr: text, it: text }),
      video_url: nullable(
        Type.String({ maxLength: 2_000, description: 'A YouTube or Vimeo link; empty or null for none' }),
      ),
    },
    { description: 'Texts of at most 5,000 characters in each language (`text_too_long`)' },
  ),
);

export const PhotoCaptionChange = named(
  'PhotoCaptionChange',
  Type.Object(
    { caption: Type.Object({ en: caption, sl: caption, hr: caption, it: caption }) },
    { description: 'At most 200 characters in each language (`caption_too_long`)' },
  ),
);

export const PhotoOrder = named(
  'PhotoOrder',
  Type.Object(
    { photo_ids: Type.Array(Type.String({ format: 'uuid', maxLength: 36 }), { maxItems: 100 }) },
    { description: 'Every photo of the bay once, in the new order (`photo_order_mismatch` otherwise)' },
  ),
);

export const BayPhotoList = named('BayPhotoList', Type.Object({ photos: Type.Array(BayPhoto.ref) }));
