import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The server renderer (src/entry-server.tsx, built into dist/server) carries its dependencies: the API
  // loads it from any directory.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: !isSsrBuild,
    // The renderer needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    // scripts/first-visit-js.mjs reads which chunks each first page loads.
    manifest: !isSsrBuild,
  },
}));
