import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The public pages arrive rendered and their scripts start once the page is painted (client/main.tsx), so
 * the browser fetches the entry after the stylesheet and the first picture, not beside them.
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './routes',
      generatedRouteTree: './routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    scriptsAfterPaint(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
  },
});
