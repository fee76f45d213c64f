import { errors } from './errors';
import { validation } from './validation';

/**
 * English the shop never shows (the server's error texts and the form checks already speak it), read only to
 * show them in another language: loaded with that language.
 */
export const reference = { errors, validation };
