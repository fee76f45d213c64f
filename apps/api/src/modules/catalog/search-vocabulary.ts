import type { Executor } from '../../db/database';
import { vocabularyOf, type Vocabulary } from './search-correction';
import { listShopperProductNames, productNamesSignature } from './search.repository';

/** Kept at most this long, so a scheduled product's words arrive without a write (decision 043). */
const MAX_AGE_MS = 5 * 60_000;

interface Kept {
  signature: string;
  at: number;
  words: Vocabulary;
}

/** One vocabulary per database; a cache only (any process rebuilds it from the products). */
const kept = new WeakMap<object, Kept>();

/** The words of the names of the products shoppers see, read again after any product change. */
export async function productVocabulary(db: Executor, now = Date.now()): Promise<Vocabulary> {
  const signature = await productNamesSignature(db);
  const hit = kept.get(db);
  if (hit && hit.signature === signature && now - hit.at < MAX_AGE_MS) return hit.words;
  const words = vocabularyOf(await listShopperProductNames(db));
  kept.set(db, { signature, at: now, words });
  return words;
}
