import type { Return, ReturnHistoryEntry } from '@mavazi/shared/returns.schemas';
import { splitReturnNote, type ReturnStatus } from '@mavazi/shared/returns';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-date';
import { i18n } from '../lib/i18n';
import { Badge, type BadgeTone } from './badge';
import { VariantText } from './order-lines';
import { PriceText } from './price-text';

const RETURN_STATUS_TONES: Record<ReturnStatus, BadgeTone> = {
  Requested: 'amber',
  Approved: 'blue',
  Rejected: 'red',
  Received: 'brand',
  Refunded: 'green',
  Exchanged: 'green',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('account');
  return <Badge tone={RETURN_STATUS_TONES[status]}>{t(`returnStatus.${status}`)}</Badge>;
}

/** "Size L · Colour Red" wanted instead, or null when the line is for a refund. */
export function exchangeText(line: Return['lines'][number]): string | null {
  if (line.exchange_variant_id === null) return null;
  const parts = [
    line.exchange_size ? i18n.t('account:returns.size', { size: line.exchange_size }) : null,
    line.exchange_colour
      ? i18n.t('account:returns.colour', { colour: line.exchange_colour })
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : i18n.t('account:returns.anotherVariant');
}

/** A return's lines: what goes back, how many, why, and what is wanted instead. */
export function ReturnLines({ ret }: { ret: Return }) {
  const { t } = useTranslation('account');
  return (
    <ul
      aria-label={t('returns.itemsOf', { number: ret.number })}
      className="divide-y divide-stone-100"
    >
      {ret.lines.map((line) => {
        const exchange = exchangeText(line);
        return (
          <li key={line.id} className="flex flex-wrap items-start gap-3 py-2 text-sm">
            <span className="flex-1">
              <span className="block font-medium text-stone-900">{line.product_name}</span>
              <VariantText size={line.size} colour={line.colour} />
              <span className="block text-xs text-stone-600">
                {t('returns.reasonIs', { reason: t(`returnReason.${line.reason}`) })}
              </span>
              <span className="block text-xs text-stone-600">
                {exchange ? t('returns.exchangeFor', { variant: exchange }) : t('returns.refund')}
              </span>
            </span>
            <span className="whitespace-nowrap text-stone-700 tabular-nums">
              {line.quantity} × <PriceText amount={line.unit_price} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Staff's words as written; the shop's own sentence about lines not restocked in the reader's language. */
function HistoryNote({ note }: { note: string }) {
  const { t } = useTranslation('account');
  const { staffNote, notRestocked } = splitReturnNote(note);
  return (
    <>
      {staffNote ? <p className="mt-1 text-stone-800">{staffNote}</p> : null}
      {notRestocked ? (
        <p className="mt-1 text-stone-800">{t('returns.notRestocked', { names: notRestocked })}</p>
      ) : null}
    </>
  );
}

/** Every step of a return, oldest first, with its note. */
export function ReturnHistory({
  history,
  label,
}: {
  history: readonly ReturnHistoryEntry[];
  label: string;
}) {
  return (
    <ol aria-label={label} className="space-y-3 border-l-2 border-stone-200 pl-4 text-sm">
      {history.map((entry, index) => (
        <li key={`${entry.changed_at}-${index}`}>
          <span className="flex flex-wrap items-center gap-2">
            <ReturnStatusBadge status={entry.status} />
            <time dateTime={entry.changed_at} className="text-stone-600">
              {formatDateTime(entry.changed_at)}
            </time>
          </span>
          {entry.note ? <HistoryNote note={entry.note} /> : null}
        </li>
      ))}
    </ol>
  );
}
