// The web tests' jsdom: its selector engine with room for antd's styles, and the fetch classes it lacks.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

// jsdom's getComputedStyle (behind every getByRole, which asks whether each element is hidden) matches the element
// against every rule of the page through nwsapi, which keeps compiled selectors in an LRU of 1000. antd's styles hold
// a few thousand selectors, so every look-up in that scan misses and recompiles: most of a designer test's time.
// The same nwsapi with room for all of them; unchanged (and only slower) if its source no longer reads so.
function loadNwsapiWithRoomForAntd() {
  const environmentDir = path.dirname(require.resolve('jest-environment-jsdom/package.json'));
  const jsdomDir = path.dirname(require.resolve('jsdom/package.json', { paths: [environmentDir] }));
  const file = require.resolve('nwsapi', { paths: [jsdomDir] });
  const source = fs.readFileSync(file, 'utf8');
  const roomier = source.replace(/\bCACHE_LIMIT = 1000\b/, 'CACHE_LIMIT = 50000');
  if (roomier === source || require.cache[file]) return;
  const nwsapi = new Module(file, module);
  nwsapi.filename = file;
  nwsapi.paths = Module._nodeModulePaths(path.dirname(file));
  nwsapi._compile(roomier, file);
  nwsapi.loaded = true;
  require.cache[file] = nwsapi;
}
loadNwsapiWithRoomForAntd();

const { TestEnvironment } = require('jest-environment-jsdom');

// React Router's data router builds a `Request` for every navigation: Node's own fetch classes are handed in, with
// Node's AbortController so that their signal checks accept it.
const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
