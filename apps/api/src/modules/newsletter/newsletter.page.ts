import type { Language } from '@mavazi/shared/notify';
import { translator } from '../../i18n/i18n';
import { escapeHtml } from '../../lib/escape-html';

export type UnsubscribePageState =
  | { kind: 'ask'; email: string; actionUrl: string }
  | { kind: 'done'; email: string }
  | { kind: 'invalid' };

/**
 * The unsubscribe link's own page: plain HTML with a form, so it works without sign-in or JavaScript;
 * opening it changes nothing (mail scanners open links), its button or an RFC 8058 POST does.
 */
export function unsubscribePage(language: Language, state: UnsubscribePageState): string {
  const t = translator(language);
  const title = escapeHtml(t('newsletter.page.title'));
  const body =
    state.kind === 'ask'
      ? [
          `<p>${escapeHtml(t('newsletter.page.ask', { email: state.email }))}</p>`,
          `<form method="post" action="${escapeHtml(state.actionUrl)}">`,
          '<input type="hidden" name="List-Unsubscribe" value="One-Click" />',
          `<button type="submit">${escapeHtml(t('newsletter.page.button'))}</button>`,
          '</form>',
        ].join('\n')
      : state.kind === 'done'
        ? `<p role="status">${escapeHtml(t('newsletter.page.done', { email: state.email }))}</p>`
        : `<p role="alert">${escapeHtml(t('newsletter.page.invalid'))}</p>`;
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="robots" content="noindex" />',
    `<title>${title}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    body,
    `<p><a href="/">${escapeHtml(t('newsletter.page.shop'))}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
