import type { validation } from '../locales/en/validation';
import { currentLanguage, i18n } from './i18n';

type ValidationKey = keyof typeof validation;

interface MessagePattern {
  key: ValidationKey;
  names: string[];
  pattern: RegExp;
}

let patterns: MessagePattern[] | undefined;

/**
 * Each English check message as a pattern: its `{{x}}` placeholders capture the numbers put in. Built on the
 * first message in another language from the English texts, which load with that language (`applyLanguage`):
 * an English page (most first visits) never downloads them.
 */
function messagePatterns(): MessagePattern[] {
  const english = i18n.getResourceBundle('en', 'validation') as typeof validation | undefined;
  if (!english) return [];
  patterns ??= (Object.entries(english) as [ValidationKey, string][]).map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/\{\{\s*(\w+)\s*\}\}/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });
  return patterns;
}

/**
 * A form check's message in the reader's language. The shared schemas speak English (the spec's texts); a known
 * message is shown from the `validation` messages, anything else as it is.
 */
export function validationText(message: string): string {
  if (currentLanguage() === 'en') return message;
  for (const { key, names, pattern } of messagePatterns()) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    return i18n.t(`validation:${key}`, { ...values, defaultValue: message });
  }
  return message;
}
