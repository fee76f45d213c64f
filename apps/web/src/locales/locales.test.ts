import { describe, expect, it } from 'vitest';
import { en } from './en/messages';
import { sw } from './sw/messages';

/** Every key of a message tree, dotted ('common:nav.cart'). */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

/** The {{variables}} a message uses. */
function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();
}

function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('translations', () => {
  it('has the same keys in English and Kiswahili', () => {
    const english = keys(en);
    const kiswahili = keys(sw);
    expect(english.length).toBeGreaterThan(50);
    expect(kiswahili.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.filter((key) => !kiswahili.includes(key))).toEqual([]);
  });

  it('uses the same variables in both languages and leaves no message empty', () => {
    const kiswahili = leaves(sw);
    const mismatched = [...leaves(en)].filter(
      ([key, text]) => variables(text).join() !== variables(kiswahili.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
    expect([...kiswahili].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});
