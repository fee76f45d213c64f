import { LIMITS } from '@mavazi/shared/constants';
import type { UnmatchedPayment } from '@mavazi/shared/payments.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

/** One page of the M-Pesa payments no prompt of the shop matched. */
export function fetchUnmatchedPayments(offset: number): Promise<Page<UnmatchedPayment>> {
  return fetchPage<UnmatchedPayment>('/admin/payments/unmatched', {
    limit: LIMITS.adminPageSize,
    offset,
  });
}

export function useUnmatchedPayments(offset: number) {
  return useQuery({
    queryKey: adminKeys.unmatchedPaymentPage(offset),
    queryFn: () => fetchUnmatchedPayments(offset),
    placeholderData: keepPreviousData,
  });
}
