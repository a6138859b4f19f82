module.exports = require('../build/webpack/create-config').createFederatedConfig(__dirname);
