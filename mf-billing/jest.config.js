module.exports = require('../build/jest/preset-web')(__dirname);
