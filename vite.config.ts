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
    // The server reads which chunks a page's routes need, to start them with the app (server/http/route-chunks.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page needs React, the router and React Query before it can hydrate. Kept in one file they
        // compress as one (136 KB gzip for the landing's first load instead of 142 KB over 38 files). tRPC is not
        // among them: a server-rendered page hydrates from the server's state, and tRPC loads with the first call.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }] },
      },
    },
  },
});
