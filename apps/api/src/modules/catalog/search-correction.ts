/** Words shorter than this are never corrected: too many words are one letter away (decision 043). */
const MIN_WORD = 4;

/** Lower-case words of letters and digits, in order. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How many typos a word of this length may hold: one up to 5 letters, two from 6. */
function allowedTypos(length: number): number {
  return length >= 6 ? 2 : 1;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, swapped neighbours),
 * or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** The words of the shop's product names, with how many names hold each. */
export type Vocabulary = ReadonlyMap<string, number>;

export function vocabularyOf(names: Iterable<string>): Map<string, number> {
  const words = new Map<string, number>();
  for (const name of names)
    for (const word of new Set(wordsOf(name))) words.set(word, (words.get(word) ?? 0) + 1);
  return words;
}

/** The closest vocabulary word within the allowed typos (more names, then alphabetical, on a tie). */
function closestWord(word: string, vocabulary: Vocabulary): string | undefined {
  const max = allowedTypos(word.length);
  let best: { word: string; distance: number; count: number } | undefined;
  for (const [candidate, count] of vocabulary) {
    if (candidate.length < MIN_WORD) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (count > best.count || (count === best.count && candidate < best.word)));
    if (better) best = { word: candidate, distance, count };
  }
  return best?.word;
}

/**
 * The search text with each misspelt word replaced by the closest word of the product names, or
 * null when nothing needed correcting. A word found inside a name word ("kiten") is not a typo.
 */
export function correctSearch(text: string, vocabulary: Vocabulary): string | null {
  const words = wordsOf(text);
  let changed = false;
  const corrected = words.map((word) => {
    if (word.length < MIN_WORD || vocabulary.has(word)) return word;
    for (const known of vocabulary.keys()) if (known.includes(word)) return word;
    const closest = closestWord(word, vocabulary);
    if (!closest) return word;
    changed = true;
    return closest;
  });
  return changed ? corrected.join(' ') : null;
}
