// PGlite's CommonJS build loads Node built-ins with import(), which jest's CommonJS runtime refuses without
// --experimental-vm-modules; under jest only, those calls take the built-in from process.getBuiltinModule
// (not require: PGlite declares its own `var require`, which shadows jest's).
const crypto = require('node:crypto');
const fs = require('node:fs');

const DYNAMIC_BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;
const ownSource = fs.readFileSync(__filename, 'utf8');

module.exports = {
  process(source) {
    return {
      code: source.replace(DYNAMIC_BUILTIN_IMPORT, 'Promise.resolve(process.getBuiltinModule($1$2$1))'),
    };
  },
  // Jest caches transformed files; this rule's own text is part of the key so a change to it takes effect.
  getCacheKey(source, filename) {
    return crypto.createHash('sha256').update(ownSource).update(filename).update(source).digest('hex');
  },
};
