// react-i18next imports React 17's CommonJS shim of this hook; React 18+ has it built in (vite.config.ts points
// the shim here, which keeps the shim's code out of every first visit).
export { useSyncExternalStore } from 'react';
