import { describe, expect, it } from 'vitest';
import { pageAfterPhoto } from './after-photo-page';

const INDEX = `<head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>`;

describe('pageAfterPhoto', () => {
  it("hands the app's entry and preloads to the start script, keeping everything else", () => {
    expect(pageAfterPhoto(INDEX, '/assets/start-after-photo-E5.js')).toBe(`<head>
    <script type="module" crossorigin src="/assets/start-after-photo-E5.js" data-app-entry="/assets/index-A1.js" data-app-preloads="/assets/react-B2.js /assets/i18n-C3.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>`);
  });

  it('refuses an index.html without the module script, rather than writing a page that never starts', () => {
    expect(() => pageAfterPhoto('<head></head>', '/assets/start.js')).toThrow(/no module script/);
  });
});
