import type { Page } from '@playwright/test';

/** The bodies of the scripts a page loaded, by address. */
export function collectScripts(page: Page): Map<string, Promise<Buffer>> {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(response.url(), response.body());
  });
  return scripts;
}

/** Whether any script the page loaded so far is zod's. */
export async function loadedZod(scripts: Map<string, Promise<Buffer>>): Promise<boolean> {
  const bodies = await Promise.all(scripts.values());
  return bodies.some((body) => body.toString('utf8').includes('ZodError'));
}
