import type { Plugin } from 'vite';

/** The start script's source, a second input of the browser build (decision 051). */
export const START_AFTER_PHOTO = 'src/start-after-photo.ts';
/** Where the build writes the template of pages that lead with a photo: beside the renderer, never served. */
const AFTER_PHOTO_PAGE = 'server/page-after-photo.html';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html with the app's module script and preloads handed to the start script, which adds them later. */
export function pageAfterPhoto(indexHtml: string, startScript: string): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry) throw new Error('index.html has no module script for the start script to load');
  const preloads: string[] = [];
  const html = indexHtml.replace(MODULE_PRELOAD, (_tag: string, href: string) => {
    preloads.push(href);
    return '';
  });
  const start = `<script type="module" crossorigin src="${startScript}" data-app-entry="${entry[1]}" data-app-preloads="${preloads.join(' ')}"></script>`;
  return html.replace(entry[0], () => start);
}

/** Writes the template of server-rendered pages that lead with a photo, from the built index.html. */
export function afterPhotoPage(): Plugin {
  return {
    name: 'mavazi:after-photo-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const start = Object.values(bundle).find(
        (file) =>
          file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(START_AFTER_PHOTO),
      );
      if (index?.type !== 'asset' || !start) return;
      this.emitFile({
        type: 'asset',
        fileName: AFTER_PHOTO_PAGE,
        source: pageAfterPhoto(String(index.source), `/${start.fileName}`),
      });
    },
  };
}
