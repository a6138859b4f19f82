module.exports = require('../build/webpack/create-config').createFederatedConfig({
  name: 'shell',
  dir: __dirname,
  title: '模型工匠 · 数据模型与代码生成',
});
