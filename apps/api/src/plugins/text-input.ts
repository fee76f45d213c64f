import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

const NUL = '\u0000';

interface Node {
  value: unknown;
  key: string;
  parent: Node | undefined;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | undefined = node; n; n = n.parent) keys.unshift(n.key);
  return keys.join('.');
}

/** The path of the first string (or key) holding a NUL character, or undefined. */
function findNul(root: unknown, rootKey: string): string | undefined {
  // An explicit stack with parent links, not recursion: deep nesting must not overflow the stack.
  const stack: Node[] = [{ value: root, key: rootKey, parent: undefined }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(node);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(NUL)) return pathOf(node);
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store NUL in text (it fails the whole statement), and no field of the shop
 * needs it: body, query and path parameters holding one are refused with 400 on both databases.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findNul(value, part);
      if (found) {
        const field = found.includes('.') ? found.slice(found.indexOf('.') + 1) : found;
        const text = 'Text must not contain NUL characters';
        throw badRequest('VALIDATION_FAILED', `Invalid ${field}: ${text}`, { [field]: text });
      }
    }
  });
});
