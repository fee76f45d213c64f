import { useQuery } from '@tanstack/react-query';
import { fetchOrderByNumber } from '../../orders/api/get-order';
import { returnKeys } from '../returns-keys';

/** The order of a return (or the one support opens a return for), found by its number. */
export function useReturnOrder(orderNumber: string) {
  return useQuery({
    queryKey: returnKeys.orderByNumber(orderNumber),
    queryFn: () => fetchOrderByNumber(orderNumber),
    enabled: orderNumber !== '',
  });
}
