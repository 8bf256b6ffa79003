import type { OperatorBay } from '../backoffice-types';

/** A bay an embed may show, as both the operator's and the admin's bay lists give it. */
export type EmbedBay = Pick<OperatorBay, 'bay_id' | 'name' | 'slug'>;

/**
 * What differs between the operator's embeds page and the admin console's (issue 27 item 5): the
 * bays offered and the words about them. The form, the cards and the calls are the same.
 */
export type EmbedScope = {
  /** The bays an embed may show, one box each; undefined while they load. */
  bays: readonly EmbedBay[] | undefined;
  /** The bays a partner link may open (public ones); the same list for an operator. */
  linkBays: readonly EmbedBay[];
  listHeading: string;
  empty: string;
  loadingBays: string;
  /** Under the bays: what an embed with none chosen shows (the admin's map area), else null. */
  baysHint: string | null;
};
