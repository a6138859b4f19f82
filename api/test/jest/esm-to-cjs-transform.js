// A few dependencies of fastify's inject ship ESM only (e.g. cookie 2 under light-my-request); jest's CommonJS
// runtime cannot require them, so under jest only they are compiled to CommonJS with TypeScript's transpiler.
const crypto = require('node:crypto');
const fs = require('node:fs');
const ts = require('typescript');

const ownSource = fs.readFileSync(__filename, 'utf8');

module.exports = {
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        allowJs: true,
        esModuleInterop: true,
      },
    });
    return { code: outputText };
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha256').update(ownSource).update(filename).update(source).digest('hex');
  },
};
