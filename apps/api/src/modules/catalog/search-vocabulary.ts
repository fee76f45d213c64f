import type { Executor } from '../../db/database';
import { vocabularyOf, type Vocabulary } from './search-correction';
import { listShopperProductNames } from './search.repository';

/** Kept at most this long, so a scheduled product's words arrive without a write (decision 043). */
export const VOCABULARY_MAX_AGE_MS = 5 * 60_000;

interface Kept {
  at: number;
  words: Promise<Vocabulary>;
}

/**
 * One vocabulary per database, kept like the catalog read cache: a catalog write in this process
 * forgets it (forgetProductVocabulary, called when the read cache clears), another process's write is
 * seen once it is `maxAgeMs` old. A cache only: any process rebuilds it from the products.
 */
let kept = new WeakMap<object, Kept>();

export function forgetProductVocabulary(): void {
  kept = new WeakMap();
}

/** The words of the names of the products shoppers see; parallel misses share one read. */
export function productVocabulary(
  db: Executor,
  maxAgeMs = VOCABULARY_MAX_AGE_MS,
  now = Date.now(),
): Promise<Vocabulary> {
  const hit = kept.get(db);
  if (hit && now - hit.at < Math.min(maxAgeMs, VOCABULARY_MAX_AGE_MS)) return hit.words;
  const store = kept;
  const words = listShopperProductNames(db).then(vocabularyOf);
  store.set(db, { at: now, words });
  // A failed read is not kept.
  words.catch(() => {
    if (store.get(db)?.words === words) store.delete(db);
  });
  return words;
}
