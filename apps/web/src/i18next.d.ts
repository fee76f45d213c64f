import 'i18next';
import type { en } from './locales/en/messages';

// Keys are checked against the English messages.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
