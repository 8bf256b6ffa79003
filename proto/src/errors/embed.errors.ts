import { badInput, type CataloguePart } from './catalogue-entry';

/** Partner map embeds made by their owners (issue 27 item 5). */
export const embedErrors = {
  embed_partner_name_invalid: badInput('Give the partner’s name, at most 100 characters'),
  embed_origins_invalid: badInput(
    'List 1 to 10 sites allowed to show the map, each as https://name.example (no path)',
  ),
  embed_view_invalid: badInput('The map’s centre or zoom is out of range'),
  embed_bays_required: badInput('Choose at least one of your bays, at most 50'),
} as const satisfies CataloguePart;
