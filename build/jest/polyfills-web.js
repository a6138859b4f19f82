// jsdom lacks what antd 6 and React 19 expect from a browser.
const { TextEncoder, TextDecoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
// A timer-backed MessageChannel: node's own keeps the process alive after the tests end.
globalThis.MessageChannel ??= class MessageChannel {
  constructor() {
    const makePort = () => ({ onmessage: null, postMessage: undefined, close() {}, start() {} });
    this.port1 = makePort();
    this.port2 = makePort();
    const link = (from, to) => {
      from.postMessage = (data) => setTimeout(() => to.onmessage?.({ data }), 0);
    };
    link(this.port1, this.port2);
    link(this.port2, this.port1);
  }
};

if (typeof globalThis.document !== 'undefined') {
  globalThis.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom computes no pseudo-element styles and logs "Not implemented" for each ask (antd measures the scrollbar
  // through `::-webkit-scrollbar`): answer with the element's own style, as a browser without that pseudo-element does.
  const getComputedStyle = globalThis.getComputedStyle.bind(globalThis);
  globalThis.getComputedStyle = (element) => getComputedStyle(element);
}

// jsdom's window has no structuredClone (the DDL import copies models with it): node's serializer, for plain data.
if (typeof globalThis.structuredClone === 'undefined') {
  const { serialize, deserialize } = require('node:v8');
  globalThis.structuredClone = (value) => deserialize(serialize(value));
}

// jsdom's Blob has no text(): read it as browsers do (a failed blob download carries a JSON envelope).
if (typeof globalThis.Blob !== 'undefined' && !globalThis.Blob.prototype.text) {
  globalThis.Blob.prototype.text = function text() {
    return new Promise((resolve, reject) => {
      const reader = new globalThis.FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
