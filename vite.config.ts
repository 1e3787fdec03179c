import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The public pages arrive rendered and readable without their scripts, so the browser fetches the entry at
 * low priority: the stylesheet and the first picture come first.
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * Imports name the client's and shared code from their roots (`@client/lib/queries`, `@shared/constants`)
 * instead of climbing folders; tsconfig.json's `paths` say the same to the type check.
 */
export const ALIASES = {
  '@client': fileURLToPath(new URL('./client', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

export default defineConfig({
  root: 'client',
  resolve: { alias: ALIASES },
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
    scriptsAtLowPriority(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // The server reads which chunks a page's islands need, for the browser to fetch them at once (server/http/island-chunks.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // React is every page's: a public page's islands need it and nothing else of the libraries (client/
        // islands/), so it is one file of its own. The router and React Query are the admin panel's.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
