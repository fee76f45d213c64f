import { useTranslation } from 'react-i18next';
/** What the refresh after a refused checkout changed, one line per change, announced at once. */
export function CartChangesNotice({ lines }: { lines: ReadonlyArray<string> }) {
  const { t } = useTranslation('shop');
  return (
    <div
      role="alert"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">{t('checkout.cartUpdated')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
