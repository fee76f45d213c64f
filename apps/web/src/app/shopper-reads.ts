import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { pageFromSearch } from '../components/pagination';
import { prefetchOrders } from '../features/orders/api/get-orders';
import { prefetchReturn } from '../features/returns/api/get-return';
import { prefetchTicket } from '../features/support/api/get-ticket';

type Read = (client: QueryClient, to: { url: URL; params: Params }) => Promise<void>;

/**
 * The shopper-only pages' reads that the browser's router starts beside their chunks. One module, loaded with the
 * first of those pages, so the first visit's script carries one import for all of them.
 */
export const shopperReads = {
  orders: (client, { url }) => prefetchOrders(client, pageFromSearch(url.searchParams)),
  return: (client, { params }) => prefetchReturn(client, Number(params.returnId)),
  ticket: (client, { params }) => prefetchTicket(client, Number(params.ticketId)),
} satisfies Record<string, Read>;
