/**
 * ESLint plugin `layers` with one rule, `layers/imports`: the dependency direction of STYLE.md ("Dependencies
 * point one way") checked on every `import`, `export … from`, `import()` and `import('…')` type. Relative
 * specifiers are resolved against the importing file, so `../../trpc/init` written in server/modules/x/ is
 * seen as server/trpc/init whatever the depth; the import aliases (`@client/…`, `@shared/…`) are read as the
 * folders they name; other bare specifiers are package names (`express`, `@trpc/server/…`).
 *
 * Options (set in eslint.config.js): `layers`, a list of
 *   { files: folder prefixes the rule applies to, forbid: folder prefixes or package names they may not
 *     import, only?: the only packages they may import (no project file at all), typesAllowed?: `import type`
 *     and `export type` are allowed across (erased at build), why: the sentence shown }
 * `aliases`: each alias and the project folder it names, as vite.config.ts and tsconfig.json have them;
 * and `features`: folders whose sub-folders are features that never import one another (a folder listed
 * inside another one's is itself a set of features, not one feature).
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Project-relative, `/`-separated path of an absolute file or folder (`../x` when outside the project). */
function fromRoot(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

function within(file, folder) {
  return file.startsWith(folder.endsWith('/') ? folder : `${folder}/`);
}

/** The project path an import names, or null for a package. */
function targetOf(importer, specifier, aliases) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return fromRoot(path.resolve(path.dirname(path.join(ROOT, importer)), specifier));
  const alias = Object.keys(aliases).find((name) => specifier === name || specifier.startsWith(`${name}/`));
  return alias ? `${aliases[alias]}${specifier.slice(alias.length)}` : null;
}

function samePackage(specifier, name) {
  return specifier === name || specifier.startsWith(`${name}/`);
}

/** Which feature folder (`client/features/<name>`) a project path lies in, or null; the deepest listed folder decides. */
function featureOf(file, featureFolders) {
  const folder = featureFolders.filter((candidate) => within(file, candidate)).sort((a, b) => b.length - a.length)[0];
  if (!folder) return null;
  const name = file.slice(folder.length).replace(/^\//, '').split('/')[0];
  return name && !featureFolders.includes(`${folder.replace(/\/$/, '')}/${name}`) ? `${folder.replace(/\/$/, '')}/${name}` : null;
}

/** The first broken rule for one import, as a message, or null. */
function violation({ importer, specifier, typeOnly, layers, features, aliases }) {
  const target = targetOf(importer, specifier, aliases);
  for (const layer of layers) {
    if (!layer.files.some((folder) => within(importer, folder))) continue;
    if (typeOnly && layer.typesAllowed) continue;
    if (layer.only && !(target === null && layer.only.some((name) => samePackage(specifier, name)))) return layer.why;
    const hit = (layer.forbid ?? []).some((entry) =>
      target === null ? samePackage(specifier, entry) : within(target, entry) || target === entry.replace(/\/$/, ''),
    );
    if (hit) return layer.why;
  }
  const own = featureOf(importer, features);
  const theirs = target === null ? null : featureOf(target, features);
  if (own && theirs && own !== theirs) {
    return `features never import one another (${own} → ${theirs}); compose them in a route, or move what both need to client/components or client/lib`;
  }
  return null;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layer rules of STYLE.md' },
    schema: [
      {
        type: 'object',
        properties: { layers: { type: 'array' }, features: { type: 'array', items: { type: 'string' } }, aliases: { type: 'object' } },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: { layer: "'{{specifier}}': {{why}} (STYLE.md)" },
  },
  create(context) {
    const { layers, features = [], aliases = {} } = context.options[0];
    const importer = fromRoot(context.filename);
    if (importer.startsWith('..')) return {};
    const check = (sourceNode, typeOnly) => {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const why = violation({ importer, specifier: sourceNode.value, typeOnly, layers, features, aliases });
      if (why) context.report({ node: sourceNode, messageId: 'layer', data: { specifier: sourceNode.value, why } });
    };
    return {
      // Only a declaration-level `import type` is erased; `import { type X }` keeps a runtime import under
      // verbatimModuleSyntax, so it counts as a value import.
      ImportDeclaration: (node) => check(node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source, false),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument, true),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { imports: importsRule } };
