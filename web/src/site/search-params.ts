export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One query parameter as text ('' when absent); a repeated one counts by its first value. */
export function firstSearchParam(
  params: Record<string, string | string[] | undefined>,
  name: string,
): string {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
