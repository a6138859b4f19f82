module.exports = require('../build/webpack/create-config').createFederatedConfig({
  name: 'mf_projects',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  title: '模型工匠 · 项目',
});
