/** Class lists shared by admin controls, so every form and table looks alike. */
export const inputClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm ' +
  'placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 ' +
  'aria-[invalid=true]:border-red-500 disabled:bg-stone-100';

export const smallButtonClass =
  'rounded px-2.5 py-1 text-xs font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const tableClass = 'min-w-full divide-y divide-stone-200 text-left text-sm';
export const thClass =
  'whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-stone-500';
export const tdClass = 'px-4 py-3 align-middle';
export const cardClass = 'rounded-lg border border-stone-200 bg-white shadow-sm';
