import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAppPagePath } from '@mavazi/shared/app-paths';
import { routes } from './router';

/** Every path the router serves, parameters filled with a sample value and '*' with a sample rest. */
function pagePaths(list: readonly RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const own =
      route.path === undefined
        ? base
        : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const sample = own.replace(/:[^/]+/g, '42').replace(/\*$/, 'anything');
    const here = route.path !== undefined && route.path !== '*' ? [sample || '/'] : [];
    return [...here, ...pagePaths(route.children ?? [], own)];
  });
}

describe('the server knows every page of the app', () => {
  it('lists each router path in the shared APP_PAGE_PATHS (else the server would answer 404)', () => {
    const paths = pagePaths(routes);
    expect(paths).toContain('/product/42');
    expect(paths).toContain('/privacy');
    for (const path of paths) expect(isAppPagePath(path), path).toBe(true);
  });
});
