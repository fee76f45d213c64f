import { useTranslation } from 'react-i18next';
/** The product page's shape while it loads (the spec's 'Loading...' inside it), so nothing jumps when it arrives. */
export function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-12">
      <div className="h-5 w-40 animate-pulse rounded bg-stone-200" />
      <div className="grid gap-8 md:grid-cols-2">
        <div className="aspect-square w-full animate-pulse rounded-2xl bg-stone-200" />
        <div className="flex flex-col gap-4">
          <p className="text-stone-500">{t('shell.loading')}</p>
          <div className="h-9 w-3/4 animate-pulse rounded bg-stone-200" />
          <div className="h-8 w-32 animate-pulse rounded bg-stone-200" />
          <div className="h-24 w-full animate-pulse rounded bg-stone-100" />
          <div className="h-12 w-full animate-pulse rounded-full bg-stone-200" />
        </div>
      </div>
    </div>
  );
}
