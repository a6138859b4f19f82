module.exports = require('../build/webpack/create-config').createFederatedConfig({
  name: 'mf_billing',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  title: '模型工匠 · 会员与余额',
});
