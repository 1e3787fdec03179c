/**
 * ESLint plugin `layers` with one rule, `layers/imports`: the dependency direction of STYLE.md ("Dependencies
 * point one way") checked on every `import`, `export … from`, `import()` and `import('…')` type. Relative
 * specifiers are resolved against the importing file, so `../../trpc/init` written in server/modules/x/ is
 * seen as server/trpc/init whatever the depth; bare specifiers are package names (`express`, `@trpc/server/…`).
 *
 * Options (set in eslint.config.js): `layers`, a list of
 *   { files: folder prefixes the rule applies to, forbid: folder prefixes or package names they may not
 *     import, only?: the only packages they may import (no project file at all), typesAllowed?: `import type`
 *     and `export type` are allowed across (erased at build), why: the sentence shown }
 * and `features`: a folder whose sub-folders are features that never import one another.
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

function isPackage(specifier) {
  return !specifier.startsWith('.') && !specifier.startsWith('/');
}

function samePackage(specifier, name) {
  return specifier === name || specifier.startsWith(`${name}/`);
}

/** Which feature folder (`client/features/<name>`) a project path lies in, or null. */
function featureOf(file, featuresFolder) {
  if (!featuresFolder || !within(file, featuresFolder)) return null;
  const name = file.slice(featuresFolder.length).replace(/^\//, '').split('/')[0];
  return name ? `${featuresFolder.replace(/\/$/, '')}/${name}` : null;
}

/** The first broken rule for one import, as a message, or null. */
function violation({ importer, specifier, typeOnly, layers, features }) {
  const target = isPackage(specifier) ? null : fromRoot(path.resolve(path.dirname(path.join(ROOT, importer)), specifier));
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
        properties: { layers: { type: 'array' }, features: { type: 'string' } },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: { layer: "'{{specifier}}': {{why}} (STYLE.md)" },
  },
  create(context) {
    const { layers, features = null } = context.options[0];
    const importer = fromRoot(context.filename);
    if (importer.startsWith('..')) return {};
    const check = (sourceNode, typeOnly) => {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const why = violation({ importer, specifier: sourceNode.value, typeOnly, layers, features });
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
