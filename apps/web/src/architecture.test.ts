import { describe, expect, it } from 'vitest';

/**
 * The layering rules of the web app, checked on the source itself:
 * - src/lib, src/hooks and src/components are shared code: they import no feature and not the app layer.
 * - Features never import each other (the admin area is one feature): what two features share lives in
 *   src/components, src/lib or src/hooks (the shop's session hooks, shared reads and their query keys, cart,
 *   wishlist and the held shipping address), or the app layer composing them passes it in.
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

/** `from -> to` imports between features that are allowed for now; keep it empty. */
const CROSS_FEATURE_EXCEPTIONS = new Set<string>([]);

function featureOf(path: string): string | null {
  return /^\.\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** The imports of a feature's file that reach into another feature or the app layer, as `from -> to`. */
function crossFeatureImports(file: string, code: string): string[] {
  const own = featureOf(file);
  if (!own) return [];
  return localImports(file, code)
    .filter((target) => {
      const other = featureOf(target);
      return target.startsWith('./app/') || (other !== null && other !== own);
    })
    .map((target) => `${file} -> ${target}`);
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

  it('keeps every feature out of the other features and the app layer', () => {
    const offenders = files
      .flatMap(([file, code]) => crossFeatureImports(file, code))
      .filter((edge) => !CROSS_FEATURE_EXCEPTIONS.has(edge));
    expect(offenders).toEqual([]);
  });

  it('counts any import of another feature, its api files included', () => {
    const code = [
      "import { useProducts } from '../../catalog/api/get-products';",
      "import { OrderCard } from '../../orders/components/order-card';",
      "import { Button } from '../../../components/button';",
      "import { FEATURED } from './featured';",
    ].join('\n');
    expect(crossFeatureImports('./features/landing/pages/x.tsx', code)).toEqual([
      './features/landing/pages/x.tsx -> ./features/catalog/api/get-products',
      './features/landing/pages/x.tsx -> ./features/orders/components/order-card',
    ]);
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
