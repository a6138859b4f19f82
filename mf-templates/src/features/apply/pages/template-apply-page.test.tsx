import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, jsonBody, ok, stubApi, type SentRequest } from '@modelsmith/shared/testing';
import * as applyApi from '../api';
import '../../../testing/code-layout';
import { renderAt } from '../../../testing/render-at';
import {
  generatedFiles,
  officialFiles,
  officialSet,
  orderEntity,
  pageOf,
  sampleEntity,
  sampleProject,
} from '../../../testing/samples';

afterEach(() => jest.restoreAllMocks());

const api = (extra: Record<string, (request: SentRequest) => ReturnType<typeof ok>> = {}) =>
  stubApi({
    'GET /templates/1': () => ok({ ...officialSet, files: officialFiles }),
    'GET /projects': () => ok(pageOf([sampleProject])),
    'GET /projects/3/entities': () => ok(pageOf([sampleEntity, orderEntity])),
    'POST /projects/3/generate': () => ok({ files: generatedFiles, elapsedMs: 12 }),
    ...extra,
  });

async function pickProject() {
  await userEvent.click(await screen.findByRole('combobox', { name: '选择项目' }));
  await userEvent.click(await screen.findByTitle('商城'));
  expect(await screen.findByText('已选 2 / 2 个实体')).toBeInTheDocument();
}

test('pick a project (every entity by default), preview, download the zip and save a snapshot', async () => {
  const { sent } = api({
    'POST /projects/3/snapshots': () =>
      ok({
        id: 8,
        number: 2,
        templateId: 1,
        templateName: 'Spring Boot',
        templateVersion: 3,
        fileCount: 2,
        note: '首版',
        createdAt: '2026-11-03T08:00:00.000Z',
      }),
  });
  const download = jest.spyOn(applyApi, 'downloadGenerationZip').mockResolvedValue('商城-spring-boot.zip');
  renderAt('/templates/1/apply');
  await pickProject();
  // Leave Order out.
  const orderRow = screen.getByText('Order').closest('tr')!;
  await userEvent.click(within(orderRow).getByRole('checkbox'));
  expect(screen.getByText('已选 1 / 2 个实体')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: /生成预览/ }));
  expect(await screen.findByTitle('src/main/java/com/example/shop/entity/Customer.java')).toBeInTheDocument();
  expect(screen.getByText('2 个文件，用时 12 ms')).toBeInTheDocument();
  const generate = sent.find((request) => request.url === '/projects/3/generate')!;
  expect(jsonBody(generate)).toEqual({ templateId: 1, entityIds: [11] });

  await userEvent.click(screen.getByRole('button', { name: /下载 zip/ }));
  expect(download).toHaveBeenCalledWith(3, { templateId: 1, entityIds: [11] });
  expect(await screen.findByText('已下载 商城-spring-boot.zip')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('快照备注'), '首版');
  await userEvent.click(screen.getByRole('button', { name: /保存为快照/ }));
  expect(await screen.findByText('已保存为快照 #2')).toBeInTheDocument();
  const snapshot = sent.find((request) => request.url === '/projects/3/snapshots')!;
  expect(jsonBody(snapshot)).toEqual({ templateId: 1, entityIds: [11], note: '首版' });
  expect(screen.getByRole('link', { name: '查看项目代码快照' })).toHaveAttribute('href', '/projects/3/code');
});

test('render errors of the preview are listed at their file and line', async () => {
  api({
    'POST /projects/3/generate': () =>
      fail(400, '模板渲染失败', {
        errors: [{ file: 'pom.xml', line: 3, message: '未闭合的标签 if' }],
      }),
  });
  renderAt('/templates/1/apply');
  await pickProject();
  await userEvent.click(screen.getByRole('button', { name: /生成预览/ }));
  expect(await screen.findByText('模板渲染失败（1 处错误）')).toBeInTheDocument();
  expect(screen.getByText('pom.xml:3')).toBeInTheDocument();
  expect(screen.getByText(/未闭合的标签 if/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /下载 zip/ })).not.toBeInTheDocument();
});

test('nothing is generated before a project and at least one entity are chosen', async () => {
  const { sent } = api();
  renderAt('/templates/1/apply');
  expect(await screen.findByRole('button', { name: /生成预览/ })).toBeDisabled();
  await pickProject();
  await userEvent.click(screen.getAllByRole('checkbox')[0]); // the select-all header: none left
  await waitFor(() => expect(screen.getByRole('button', { name: /生成预览/ })).toBeDisabled());
  expect(sent.some((request) => request.method === 'POST')).toBe(false);
});
