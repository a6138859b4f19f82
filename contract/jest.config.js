module.exports = require('../build/jest/preset-node')(__dirname);
