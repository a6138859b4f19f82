// The routes mf-templates exposes to the shell (seed §2, PRODUCT.md §7). The market, the editor and
// apply ship with the templates release: until then each route names what comes.
import React from 'react';
import type { RouteObject } from 'react-router-dom';
import { PlannedPage } from '@modelsmith/shared/ui';
import { recordContainer } from '@modelsmith/shared/runtime';

// Proves in the browser that this remote runs on the shell's one React (read by the e2e tests).
recordContainer('mf_templates', React);

export const routes: RouteObject[] = [
  {
    path: '/templates',
    element: (
      <PlannedPage
        title="模板市场"
        feature="模板市场"
        description="浏览官方与公开模板集，按语言、标签筛选，按使用次数或最新排序。"
      />
    ),
  },
  {
    path: '/templates/my',
    element: (
      <PlannedPage
        title="我的模板"
        feature="我的模板"
        description="管理自己创建或复刻的模板集，设置公开或私有。"
      />
    ),
  },
  {
    path: '/templates/create',
    element: (
      <PlannedPage
        title="创建模板"
        feature="模板编辑器"
        description="用 Liquid 编写模板文件与输出路径，对示例模型或项目实体实时预览。"
      />
    ),
  },
  {
    path: '/templates/:id',
    element: (
      <PlannedPage
        title="模板详情"
        feature="模板详情"
        description="模板集的文件、语言、标签、版本与使用次数。"
      />
    ),
  },
  {
    path: '/templates/:id/edit',
    element: (
      <PlannedPage title="编辑模板" feature="模板编辑器" description="修改模板文件并实时预览生成结果。" />
    ),
  },
  {
    path: '/templates/:id/apply',
    element: (
      <PlannedPage
        title="应用模板"
        feature="应用模板"
        description="选择项目与实体，预览后下载 zip 或保存到项目。"
      />
    ),
  },
];
