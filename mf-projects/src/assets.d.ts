// Imports the shared webpack config turns into text (build/webpack/create-config.js).

/** `?url`: the address the file is served at, next to this remote's chunks. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** A stylesheet: its text (the page injects it). */
declare module '*.css' {
  const text: string;
  export default text;
}
