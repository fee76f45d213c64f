import { zodResolver } from '@hookform/resolvers/zod';
import { returnCreateBodySchema, type ReturnCreateBody } from '@mavazi/shared/returns.schemas';
import { RETURN_REASONS } from '@mavazi/shared/returns';
import { z } from 'zod';
import { i18n } from '../lib/i18n';

// The return request's checks, loaded when the form is first used (lazyResolver): its page renders without zod.

/**
 * The form's values checked as the body they become: the chosen lines go through the shared schema
 * (issues mapped back onto the form's rows), plus the per-line limit only this screen knows.
 */
export function returnFormSchema(returnable: Readonly<Record<number, number>>) {
  return z
    .object({
      lines: z.array(
        z.object({
          selected: z.boolean(),
          order_item_id: z.number(),
          // An emptied number box gives NaN; the shared schema names the problem.
          quantity: z.union([z.number(), z.nan()]),
          reason: z.union([z.enum(RETURN_REASONS), z.literal('')]),
          exchange_variant_id: z.number().nullable(),
        }),
      ),
      note: z.string(),
    })
    .transform((values, ctx): ReturnCreateBody => {
      const rows = values.lines.flatMap((line, row) => (line.selected ? [{ line, row }] : []));
      const body = {
        lines: rows.map(({ line }) => ({
          order_item_id: line.order_item_id,
          quantity: line.quantity,
          reason: line.reason,
          exchange_variant_id: line.exchange_variant_id,
        })),
        note: values.note.trim() || undefined,
      };
      const parsed = returnCreateBodySchema.safeParse(body);
      const issues = parsed.success ? [] : parsed.error.issues;
      for (const issue of issues) {
        const [first, index, ...rest] = issue.path;
        const row = first === 'lines' && typeof index === 'number' ? rows[index]?.row : undefined;
        const path =
          row !== undefined ? ['lines', row, ...rest] : first === 'lines' ? ['lines'] : issue.path;
        ctx.addIssue({ code: 'custom', message: issue.message, path });
      }
      for (const { line, row } of rows) {
        const most = returnable[line.order_item_id] ?? 0;
        if (Number.isInteger(line.quantity) && line.quantity > most)
          ctx.addIssue({
            code: 'custom',
            message:
              most === 0
                ? i18n.t('account:returns.form.nothingLeft')
                : i18n.t('account:returns.form.atMost', { count: most }),
            path: ['lines', row, 'quantity'],
          });
      }
      return parsed.success ? parsed.data : z.NEVER;
    });
}

export const returnResolverFor = (returnable: Readonly<Record<number, number>>) =>
  zodResolver(returnFormSchema(returnable));
