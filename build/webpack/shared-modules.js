// What every container shares, as singletons: exactly one React, router, store, axios and antd at
// run time. antd and the icons are NOT shared as whole packages (a shared package is never
// tree-shaken); they reach containers only through @modelsmith/shared/antd and /icons, which
// re-export the components the platform uses, so the kit is one singleton holding one antd.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => require(path.join(root, 'node_modules', pkg, 'package.json')).version;

const singleton = (pkg, versionPkg = pkg) => ({
  singleton: true,
  requiredVersion: `^${versionOf(versionPkg)}`,
});

function sharedModules() {
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    redux: singleton('redux'),
    'react-redux': singleton('react-redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    '@reduxjs/toolkit/query': singleton('@reduxjs/toolkit/query', '@reduxjs/toolkit'),
    '@reduxjs/toolkit/query/react': singleton('@reduxjs/toolkit/query/react', '@reduxjs/toolkit'),
    axios: singleton('axios'),
    dayjs: singleton('dayjs'),
    // Every public module of the shared package (store, http, session, antd kit, …).
    '@modelsmith/shared/': {
      singleton: true,
      requiredVersion: `^${require(path.join(root, 'shared/package.json')).version}`,
    },
  };
}

module.exports = { sharedModules };
