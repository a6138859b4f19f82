// One lint gate for the whole monorepo: typescript-eslint, hooks rules, and the
// boundaries that keep remotes independent (they meet only in the shell's route table and in shared).
import { createRequire } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';

const manifest = createRequire(import.meta.url)('./contract/src/manifest.json');
// The remote folders, from the platform manifest.
const remotes = manifest.remotes.map((remote) => remote.dir);

const boundaryZones = [
  // A remote never imports another remote or the shell.
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...remotes.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: 'Remotes meet only in the shell route table and in shared.',
  })),
  {
    target: './shell',
    from: remotes.map((r) => `./${r}`),
    message: 'The shell loads remotes at run time only.',
  },
  {
    target: './shared',
    from: ['./shell', './api', ...remotes.map((r) => `./${r}`)],
    message: 'shared depends on nobody.',
  },
  { target: './codegen', from: ['./api', './shell', './shared'], message: 'codegen is a leaf package.' },
  {
    target: './contract',
    from: ['./api', './shell', './shared', './codegen', './e2e', ...remotes.map((r) => `./${r}`)],
    message: 'The contract depends on nobody: api and web both read it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'codegen/test/fixtures/**',
      '**/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver?.() ?? undefined].filter(Boolean),
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use the typed useAppSelector/useAppDispatch from @modelsmith/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // The typed hooks themselves are built on the raw ones.
    files: ['shared/src/store/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        __filename: 'readonly',
        performance: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
