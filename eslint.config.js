// ESLint 9 flat config: typescript-eslint's recommended rules (syntax only, no type information, to stay
// fast; `npm run typecheck` does the type checking), the Rules of React for the client, and the layer rules
// of STYLE.md (which folder may import which), so a wrong import fails CI.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/lint-layers.mjs';

// STYLE.md, "Dependencies point one way" and "Nothing below imports upward". Folders are project paths;
// relative imports are resolved before they are compared, packages are compared by name.
const LAYERS = [
  {
    files: ['shared/'],
    forbid: ['server/', 'client/'],
    why: 'shared/ is a leaf: it imports nothing from server/ or client/',
  },
  {
    files: ['client/'],
    forbid: ['server/'],
    typesAllowed: true,
    why: 'client/ takes only types from server/ (`import type { AppRouter }`), never server code',
  },
  {
    files: ['server/modules/', 'server/db/'],
    forbid: ['server/trpc/', 'server/rest/', 'server/http/', 'express', '@trpc/server', 'multer'],
    why: 'services, repositories and db/ sit below the transports: no tRPC, REST adapter, HTTP middleware or Express',
  },
  {
    files: ['migrations/'],
    only: ['kysely'],
    why: 'migrations are frozen: they import kysely and nothing else, no app code',
  },
];

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'data/', 'coverage/', 'client/routeTree.gen.ts', '.tanstack/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { layers },
    rules: {
      // Features never import one another: routes compose them (STYLE.md, Bulletproof React).
      'layers/imports': ['error', { layers: LAYERS, features: ['client/features', 'client/features/admin'], aliases: { '@client': 'client', '@shared': 'shared' } }],
      // `_name` marks a value kept on purpose (destructuring it away, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Module augmentation (`interface SessionData extends SessionUser {}`) needs an interface to merge into.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Migrations are frozen and typed `Kysely<any>` on purpose: they must not follow today's schema (STYLE.md).
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
]);
