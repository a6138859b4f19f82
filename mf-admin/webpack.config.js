module.exports = require('../build/webpack/create-config').createFederatedConfig({
  name: 'mf_admin',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  title: '模型工匠 · 管理后台',
});
