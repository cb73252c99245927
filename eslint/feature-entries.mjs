import path from 'node:path';

/**
 * Features use each other only through their published entries (issue 13): `@/features/<name>`
 * (index.ts, safe for the browser), `@/features/<name>/server` (server.ts) or, from tests,
 * `@/features/<name>/testing` (fixtures). Everything else in a
 * feature folder is its own business and may change without telling anyone. Resolves `@/` and
 * relative specifiers alike, so `../other-feature/x` is caught too.
 */
const ENTRIES = new Set(['', 'index', 'index.ts', 'server', 'server.ts', 'testing', 'testing.ts']);

export function featureEntriesRule(srcRoot) {
  const featuresRoot = path.join(srcRoot, 'features');
  const featureOf = (file) => {
    const relative = path.relative(featuresRoot, file);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return relative.split(path.sep)[0];
  };
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: { internal: "'{{source}}' reaches inside the {{feature}} feature: import it from '@/features/{{feature}}' (index.ts) or '@/features/{{feature}}/server' (server.ts)." },
    },
    create(context) {
      const own = featureOf(context.filename);
      function check(sourceNode) {
        const source = sourceNode?.value;
        if (typeof source !== 'string') return;
        let target;
        if (source.startsWith('@/')) target = path.join(srcRoot, source.slice(2));
        else if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source);
        else return;
        const feature = featureOf(target);
        if (!feature || feature === own) return;
        if (ENTRIES.has(path.relative(path.join(featuresRoot, feature), target))) return;
        context.report({ node: sourceNode, messageId: 'internal', data: { source, feature } });
      }
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}
