/** Driver error codes: better-sqlite3 puts SQLITE_* in `code`, pg puts the SQLSTATE there. */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique index refused the row (two writers raced for the same key). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** PostgreSQL gave up on a transaction because of a concurrent one; retrying may succeed. */
export function isConcurrencyFailure(error: unknown): boolean {
  const code = errorCode(error);
  return code === '40001' || code === '40P01';
}
