// An ESLint rule: a web feature (packages/web/src/features/<name>/) imports no other feature. What
// two features share lives in src/shared or src/ui, so that a feature can be read, moved or
// removed alone. Every relative import, re-export and dynamic import() is resolved against the
// importing file's folder.
import path from 'node:path';

const FEATURES = `${path.sep}packages${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to, or null outside src/features. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  return at < 0 ? null : file.slice(at + FEATURES.length).split(path.sep)[0];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature: what two share goes to src/shared or src/ui.' },
    messages: { crossFeature: 'The {{from}} feature imports the {{to}} feature: move what both use to src/shared or src/ui.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
