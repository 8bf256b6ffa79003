const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a uuid; checked before Postgres sees it, so a bad id is not a database error. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
