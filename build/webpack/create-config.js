// The one webpack + Module Federation config every container (shell and remotes) is built with.
// Each container's webpack.config.js only passes its folder: name, title and port come from the platform
// manifest (contract/src/manifest.json); sharing, loaders and output live here.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared-modules');
const manifest = require('@modelsmith/contract/manifest.json');
const { API_DEV_PORT } = require('./ports');

/** A remote exposes its route table through src/expose.ts, which records its React first. */
const REMOTE_EXPOSES = { './routes': './src/expose.ts' };

/** @param {string} dir the container's folder (its __dirname); its basename is its folder in the manifest */
function createFederatedConfig(dir) {
  const folder = path.basename(dir);
  const container = [manifest.shell, ...manifest.remotes].find((candidate) => candidate.dir === folder);
  if (!container) throw new Error(`contract/src/manifest.json has no container in the folder ${folder}`);
  const { name, title, devPort: port } = container;
  const isHost = container === manifest.shell;
  const exposes = isHost ? {} : REMOTE_EXPOSES;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's production build is only its remoteEntry.js: the standalone page (src/index.ts) is for
    // its dev server, where it provides the shared package itself.
    const standalonePage = isHost || !production;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: standalonePage ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks next to wherever their remoteEntry.js is served from.
        publicPath: isHost ? '/' : 'auto',
        // Entry chunks stay hash-free: webpack 5.111 fails federation builds with [contenthash] there
        // (module-federation/core#5077); index.html busts the cache with `hash: true` instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|webp)$/i, type: 'asset' },
          // `?url`: the file as it is, served beside the chunks (a worker script such as elk's).
          {
            resourceQuery: /^\?url$/,
            type: 'asset/resource',
            generator: { filename: '[name].[contenthash:10][ext]' },
          },
          // A stylesheet imports as its text: the platform styles itself in JS (antd), so the rare library
          // stylesheet (xyflow's) is injected by the page that needs it, and costs nothing elsewhere.
          { test: /\.css$/i, type: 'asset/source' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true } })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // The shell registers remotes at run time from /remotes.json; nothing is listed statically.
          remotes: {},
          shared: sharedModules(standalonePage),
          // 'version-first' would fetch every registered remote's entry at start-up to compare versions.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: !isHost,
        }),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title,
                chunks: ['main'],
                hash: production,
                publicPath: isHost ? '/' : 'auto',
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json'], target: `http://localhost:${API_DEV_PORT}` }],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}

module.exports = { createFederatedConfig };
