import { describe, expect, it } from 'vitest';

/**
 * The layering rules of the web app, checked on the source itself:
 * - src/lib, src/hooks and src/components are shared code: they import no feature and not the app layer.
 * - A feature (the admin area included) may use another feature only through that feature's `api/` files and
 *   the session hooks below; anything else two features share lives in src/components, src/lib or src/hooks.
 *   Cart, wishlist and the held shipping address are shared state in src/lib for that reason.
 * - Features never import the app layer. No barrel (index) files.
 */
const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function localImports(file: string, code: string): string[] {
  const specifiers = [...code.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  );
  return specifiers.map((s) => resolve(file, s));
}

/** The session hooks: the shop's session (useAuth) and the one-audience session both audiences build on. */
const SESSION_HOOKS = new Set(['./features/auth/use-auth', './features/auth/use-session']);

function featureOf(path: string): string | null {
  return /^\.\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

describe('architecture', () => {
  const files = Object.entries(sources);

  it('finds the sources and resolves their imports', () => {
    expect(files.length).toBeGreaterThan(50);
    const page = './features/catalog/pages/product-detail-page.tsx';
    expect(localImports(page, sources[page] ?? '')).toContain('./hooks/use-auth');
  });

  it('keeps shared code free of features and the app layer', () => {
    const offenders = files
      .filter(([file]) => /^\.\/(lib|hooks|components)\//.test(file))
      .flatMap(([file, code]) =>
        localImports(file, code)
          .filter((target) => /^\.\/(features|app)\//.test(target))
          .map((target) => `${file} -> ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('lets features use other features only through their api files and the session hooks', () => {
    const offenders = files.flatMap(([file, code]) => {
      const own = featureOf(file);
      if (!own) return [];
      return localImports(file, code)
        .filter((target) => {
          if (target.startsWith('./app/')) return true;
          const other = featureOf(target);
          if (other === null || other === own || SESSION_HOOKS.has(target)) return false;
          return !target.startsWith(`./features/${other}/api/`);
        })
        .map((target) => `${file} -> ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it('loads the admin area only lazily, so shoppers never download it', () => {
    const offenders = files
      .filter(([file]) => featureOf(file) !== 'admin')
      .flatMap(([file, code]) =>
        [...code.matchAll(/from\s+['"](\.[^'"]+)['"]/g)]
          .map((m) => resolve(file, m[1] ?? ''))
          .filter((target) => featureOf(target) === 'admin')
          .map((target) => `${file} -> ${target}`),
      );
    expect(offenders).toEqual([]);
    expect(sources['./app/router.tsx']).toContain("import('../features/admin/admin-app')");
  });

  it('has no barrel files', () => {
    expect(files.map(([file]) => file).filter((file) => /\/index\.tsx?$/.test(file))).toEqual([]);
  });
});
