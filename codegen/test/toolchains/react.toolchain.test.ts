// React + antd set: every test model (and the kitchen sink in the RuoYi style) must compile under tsc --strict
// (noUnused*, isolatedModules) against the real react 19, antd 6, axios, dayjs and react-router-dom types; the
// generated package.json must ask for versions the workspace has; three models must build with the real Vite.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildContext } from '../../src/context/build-context';
import type { Field, Model } from '../../src/model/types';
import { generateToDir } from '../support/generate-to-dir';
import { kitchenSink, testModel } from '../support/models';
import { viteBuild } from './vite-build';
import {
  generateForSuite,
  requireToolchainFile,
  typeCheck,
  unsatisfiedDependencies,
  writeCombinedTsconfig,
} from './ts-toolchain';

jest.setTimeout(600_000);

/** Built with Vite: the model with every field type, and two real schemas (one per database). */
const BUILT = ['kitchen-sink', 'pagila-postgresql', 'mall-mysql'];
const RUOYI = 'kitchen-sink-ruoyi';

/** The kitchen sink in the RuoYi style, with designer settings that reach every kind of search input and column. */
function ruoyiKitchenSink(): Model {
  const model = kitchenSink();
  model.project = { ...model.project, apiStyle: 'RUOYI' };
  const adjust = (entity: string, field: string, change: Partial<Field>) => {
    const found = model.entities.find((e) => e.className === entity)?.fields.find((f) => f.name === field);
    if (!found) throw new Error(`厨房水槽模型中没有 ${entity}.${field}：请更新 React 工具链测试的模型调整`);
    Object.assign(found, change);
  };
  adjust('Order', 'orderNo', { search: 'EQ' });
  adjust('Order', 'totalAmount', { search: 'RANGE' });
  adjust('Order', 'paidAt', { search: 'EQ' });
  adjust('Order', 'deliveryTime', { search: 'RANGE' });
  adjust('Customer', 'birthday', { search: 'EQ' });
  adjust('Customer', 'balance', { search: 'EQ' });
  adjust('Customer', 'profile', { inList: true });
  return model;
}

describe('react-antd-crud toolchain', () => {
  const generated = generateForSuite('react-antd-crud');

  it('declares only dependencies the workspace has installed, at versions inside the declared ranges', () => {
    const { root, projects } = generated();
    for (const project of projects)
      expect(unsatisfiedDependencies(path.join(root, project, 'package.json'))).toEqual([]);
  });

  it('type-checks every generated project with tsc --strict', () => {
    for (const pkg of [
      'react',
      'react-dom',
      'antd',
      'axios',
      'dayjs',
      'react-router-dom',
      '@types/react',
      'vite',
    ])
      requireToolchainFile(pkg);
    const { root, projects, cleanup } = generated();
    generateToDir(ruoyiKitchenSink(), 'react-antd-crud', path.join(root, RUOYI));
    const tsconfig = writeCombinedTsconfig({ root, projects: [...projects, RUOYI], cleanup }, [
      'src/**/*.ts',
      'src/**/*.tsx',
      'vite.config.ts',
    ]);
    typeCheck(requireToolchainFile('typescript', 'bin/tsc'), tsconfig, 'tsc（React + antd）');
  });

  it('tsc really reads the generated types: a value outside an enum is reported', () => {
    const { root } = generated();
    const wrong = path.join(root, 'kitchen-sink', 'src', 'wrong-status.ts');
    writeFileSync(
      wrong,
      "import type { Order } from './features/order/types';\nexport const wrong: Pick<Order, 'status'> = { status: 'NO-SUCH-STATUS' };\n",
    );
    const tsconfig = path.join(root, 'tsconfig.wrong.json');
    writeFileSync(tsconfig, JSON.stringify({ extends: './tsconfig.json', include: [], files: [wrong] }));
    try {
      expect(() => typeCheck(requireToolchainFile('typescript', 'bin/tsc'), tsconfig, 'tsc（反例）')).toThrow(
        /NO-SUCH-STATUS/,
      );
    } finally {
      rmSync(wrong);
    }
  });

  it.each(BUILT)('builds %s with vite build, every entity page included', (name) => {
    const { root } = generated();
    const model = testModel(name);
    const build = viteBuild(path.join(root, name), name);
    const missing = buildContext(model)
      .entities.map((e) => `/api/${e.names.plural.kebab}`)
      .filter((route) => !build.output.includes(route));
    expect(missing).toEqual([]);
    console.info(`vite build ${name}: ${build.seconds.toFixed(1)} 秒`);
  });
});
