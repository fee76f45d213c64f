import { useTranslation } from 'react-i18next';
import { useId, useRef } from 'react';
import type { Category } from '@mavazi/shared/constants';
import { Button } from '../../../components/button';
import { SIZE_GUIDES } from '../size-guides';

/** "Size guide": the category's measurements in a modal dialog (Escape and the button close it). */
export function SizeGuide({ category, label }: { category: Category; label: string }) {
  const { t } = useTranslation('catalog');
  const dialog = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const guide = SIZE_GUIDES[category];
  if (!guide) return null;
  // Invoker commands open and close the guide before the page's script runs; onClick does it where the
  // browser lacks them (a second showModal or close on a dialog already so is ignored).
  const opens = { commandfor: dialogId, command: 'show-modal' };
  const closes = { commandfor: dialogId, command: 'close' };
  return (
    <>
      <button
        type="button"
        {...opens}
        className="min-h-11 self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        onClick={() => dialog.current?.showModal()}
      >
        {t('sizeGuide.open')}
      </button>
      <dialog
        id={dialogId}
        ref={dialog}
        aria-labelledby="size-guide-title"
        className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-5 backdrop:bg-stone-900/50"
      >
        <h2 id="size-guide-title" className="text-lg font-bold text-stone-900">
          {t('sizeGuide.title', { category: label })}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('sizeGuide.intro')}</p>
        <div className="mt-4 max-h-[60vh] overflow-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200">
                {guide.columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 font-semibold text-stone-900">
                    {t(`sizeGuide.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {guide.rows.map(([size, ...cells]) => (
                <tr key={size} className="border-b border-stone-100">
                  <th scope="row" className="py-2 pr-3 font-semibold text-stone-900">
                    {size}
                  </th>
                  {cells.map((cell, i) => (
                    <td key={i} className="py-2 pr-3 text-stone-700">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* A button, not <form method="dialog">: the guide sits inside the purchase form, and forms cannot nest. */}
        <div className="mt-4 text-right">
          <Button
            type="button"
            variant="secondary"
            {...closes}
            onClick={() => dialog.current?.close()}
          >
            {t('sizeGuide.close')}
          </Button>
        </div>
      </dialog>
    </>
  );
}
