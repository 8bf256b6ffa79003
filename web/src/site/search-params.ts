export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One query parameter as text ('' when absent); a repeated one counts by its first value. */
export function firstSearchParam(
  params: Record<string, string | string[] | undefined>,
  name: string,
): string {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** A page's query as URLSearchParams, first value of each repeated parameter. */
export function toSearchParams(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of Object.keys(params)) out.set(name, firstSearchParam(params, name));
  return out;
}
