// What a stylesheet or a `?url` import gives under jest: an empty text (webpack gives the file's text or URL).
module.exports = '';
