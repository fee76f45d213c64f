// react-i18next imports React 17's CommonJS shim of this hook; React 18+ and Preact have it built in, and the
// shim would also make the bundler wrap the whole runtime for CommonJS (vite.config.ts points the shim here).
export { useSyncExternalStore } from 'react';
