/** A field's value before and after a write. */
export type FieldChange = [before: unknown, after: unknown];
export type Changes = Record<string, FieldChange>;

/**
 * The fields whose values differ between two snapshots of one entity: `{field: [before, after]}`.
 * A create passes `null` as before and a delete `null` as after, so every field is listed.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  fields?: readonly string[],
): Changes {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: Changes = {};
  for (const key of keys) {
    const was = before ? (before[key] ?? null) : null;
    const now = after ? (after[key] ?? null) : null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = [was, now];
  }
  return changes;
}
