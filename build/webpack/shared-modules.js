// What every container shares, as singletons: exactly one React, router, store, axios and antd at
// run time. antd and the icons are NOT shared as whole packages (a shared package is never
// tree-shaken); they reach containers only through @modelsmith/shared/antd, /antd-data and /icons,
// which re-export the components the platform uses.
//
// The modules of @modelsmith/shared are provided by the shell's build alone: a remote's production
// build consumes them (import: false) and bundles none of them. So both antd kits come from one
// build and run on one copy of antd's internals (one ConfigProvider context, theme and locale), and a
// kit the first page does not use (antd-data) is fetched only when a page imports it. A remote's dev
// server still provides them, so the remote also runs alone.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => require(path.join(root, 'node_modules', pkg, 'package.json')).version;

const singleton = (pkg, versionPkg = pkg) => ({
  singleton: true,
  requiredVersion: `^${versionOf(versionPkg)}`,
});

/** @param {boolean} provideSharedPackage  whether this build provides the modules of @modelsmith/shared */
function sharedModules(provideSharedPackage) {
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
    ...sharedPackageModules(provideSharedPackage),
  };
}

/**
 * Every public module of the shared package, by name. A provider gives each one by file path: webpack
 * provides a module named by a package request only where the build imports it, but one given by path
 * always, so the shell provides modules that only remotes use (antd-data) without loading them.
 */
function sharedPackageModules(provide) {
  const manifest = require(path.join(root, 'shared/package.json'));
  const entries = Object.entries(manifest.exports).filter(
    ([subpath]) => subpath !== './package.json' && subpath !== './testing',
  );
  return Object.fromEntries(
    entries.map(([subpath, file]) => {
      const shareKey = `${manifest.name}${subpath.slice(1)}`;
      const common = { shareKey, singleton: true, requiredVersion: `^${manifest.version}` };
      return [
        shareKey,
        provide
          ? { ...common, import: path.join(root, 'shared', file), version: manifest.version }
          : { ...common, import: false },
      ];
    }),
  );
}

module.exports = { sharedModules };
