const preset = require('../build/jest/preset-web')(__dirname);

// @ant-design/icons' CommonJS build requires the ESM file @ant-design/colors/es/generate: use its lib twin.
module.exports = {
  ...preset,
  moduleNameMapper: {
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    ...preset.moduleNameMapper,
  },
};
