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
  globalThis.getComputedStyle = (element) => withVariablesSubstituted(element, getComputedStyle(element));

  // jsdom leaves `var(--x)` unsubstituted in computed values, and the longhands of a shorthand written with var()
  // empty; antd 6 writes its sizes so, and its auto-sized TextArea adds `padding-top` and `border-top-width` up
  // (a NaN height). A browser substitutes at computed-value time, a custom property inheriting from the ancestors.
  const VARIABLE = /var\(\s*(--[\w-]+)\s*(?:,([^()]*))?\)/;
  // `padding-top` ← `padding`; `border-top-width` ← `border-top`, `border`, `border-width`.
  const shorthandsOf = (property) => {
    const parts = property.split('-');
    const shorthands = parts.slice(1).map((_, end) => parts.slice(0, parts.length - 1 - end).join('-'));
    return parts.length === 3 ? [...shorthands, `${parts[0]}-${parts[2]}`] : shorthands;
  };
  const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

  function withVariablesSubstituted(element, style) {
    // One computed style per element asked (jsdom builds a new one per call), the element's own to begin with.
    const styles = new Map([[element, style]]);
    const variables = new Map();
    const customProperty = (name) => {
      for (let node = element; node?.nodeType === 1; node = node.parentElement) {
        if (!styles.has(node)) styles.set(node, getComputedStyle(node));
        const value = styles.get(node).getPropertyValue(name).trim();
        if (value) return value;
      }
      return undefined;
    };
    const variable = (name) => {
      if (!variables.has(name)) variables.set(name, customProperty(name));
      return variables.get(name);
    };
    const substitute = (value) => {
      let text = value;
      // Innermost first (a fallback may hold a var() itself); the bound stops a variable that refers to itself.
      for (let round = 0; round < 32 && VARIABLE.test(text); round += 1)
        text = text.replace(VARIABLE, (_, name, fallback = '') => variable(name) ?? fallback.trim());
      return text;
    };
    const resolved = (property) => {
      const value = style.getPropertyValue(property);
      if (value.includes('var(')) return substitute(value);
      if (value || property.startsWith('--')) return value;
      for (const shorthand of shorthandsOf(property)) {
        const written = style.getPropertyValue(shorthand);
        if (!written.includes('var(')) continue;
        const expanded = globalThis.document.createElement('div').style;
        expanded.setProperty(shorthand, substitute(written));
        const longhand = expanded.getPropertyValue(property);
        if (longhand) return longhand;
      }
      return value;
    };
    return new Proxy(style, {
      get(target, key) {
        if (key === 'getPropertyValue') return resolved;
        const value = Reflect.get(target, key, target);
        if (typeof value === 'function') return value.bind(target);
        // A camel-cased property (`paddingTop`) left empty or unsubstituted: read as its CSS name.
        if (typeof value === 'string' && key !== 'cssText' && (value === '' || value.includes('var(')))
          return resolved(kebab(key)) || value;
        return value;
      },
      set: (target, key, value) => Reflect.set(target, key, value, target),
    });
  }
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
