module.exports = require('../build/webpack/create-config').createFederatedConfig({
  name: 'mf_auth',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  title: '模型工匠 · 账号',
});
