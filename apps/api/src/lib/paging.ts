import type { FastifyReply } from 'fastify';

/** One page of a list and the number of all the rows it was cut from. */
export interface PageOf<T> {
  items: T[];
  total: number;
}

/** The page's items, with the total in X-Total-Count: how every paged list answers. */
export function sendPage<T>(reply: FastifyReply, page: PageOf<T>): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.items;
}
