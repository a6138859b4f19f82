// jsdom lays nothing out: CodeMirror measures text ranges, so give ranges the empty rectangles elements have.
beforeAll(() => {
  const empty = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects ??= empty as unknown as () => DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => document.body.getBoundingClientRect();
});

export {};
