// jsdom without the fetch classes: React Router's data router builds a `Request` for every navigation.
// Node's own are handed in, with Node's AbortController so that their signal checks accept it.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
