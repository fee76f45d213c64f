import { describe, expect, it } from 'vitest';
import { correctSearch, editDistance, vocabularyOf, wordsOf } from './search-correction';

describe('search correction', () => {
  const vocabulary = vocabularyOf([
    'Kitenge Maxi Dress',
    'Kitenge Shirt',
    'Kikoi Beach Wrap',
    'Leather Sandals',
    'Ankara Skirt',
  ]);

  it('splits text into lower-case words of letters and digits', () => {
    expect(wordsOf('Kitenge-Dress, size 42!')).toEqual(['kitenge', 'dress', 'size', '42']);
  });

  it('counts substitutions, insertions, deletions and swapped neighbours as one typo each', () => {
    expect(editDistance('kitengi', 'kitenge', 2)).toBe(1);
    expect(editDistance('kitnge', 'kitenge', 2)).toBe(1);
    expect(editDistance('kitengee', 'kitenge', 2)).toBe(1);
    expect(editDistance('kiteneg', 'kitenge', 2)).toBe(1);
    expect(editDistance('sandals', 'kitenge', 2)).toBe(3);
  });

  it('corrects a misspelt word to the closest product word', () => {
    expect(correctSearch('kitengi', vocabulary)).toBe('kitenge');
    expect(correctSearch('Sandels', vocabulary)).toBe('sandals');
    expect(correctSearch('kitengi shrit', vocabulary)).toBe('kitenge shirt');
  });

  it('leaves known words, parts of words, short words and far-off words alone', () => {
    expect(correctSearch('kitenge', vocabulary)).toBeNull();
    expect(correctSearch('kiten', vocabulary)).toBeNull();
    expect(correctSearch('dre', vocabulary)).toBeNull();
    expect(correctSearch('laptop', vocabulary)).toBeNull();
  });

  it('allows one typo in a word of four or five letters, two from six', () => {
    expect(correctSearch('skrtt', vocabulary)).toBeNull();
    expect(correctSearch('skrit', vocabulary)).toBe('skirt');
    expect(correctSearch('ktengi', vocabulary)).toBe('kitenge');
  });
});
