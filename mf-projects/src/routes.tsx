// The routes mf-projects exposes to the shell (seed §2, PRODUCT.md §6). Projects, the entity designer,
// the ER diagram and code preview ship with the projects release: until then each route names what comes.
import React from 'react';
import type { RouteObject } from 'react-router-dom';
import { PlannedPage } from '@modelsmith/shared/ui';
import { recordContainer } from '@modelsmith/shared/runtime';

// Proves in the browser that this remote runs on the shell's one React (read by the e2e tests).
recordContainer('mf_projects', React);

export const routes: RouteObject[] = [
  {
    path: '/projects',
    element: (
      <PlannedPage
        title="我的项目"
        feature="项目管理"
        description="创建项目，设置基础包名、数据库、作者与表前缀，然后在项目里设计实体并生成代码。"
      />
    ),
  },
  {
    path: '/projects/create',
    element: (
      <PlannedPage
        title="新建项目"
        feature="新建项目"
        description="填写项目名称、描述、基础包名（如 com.example.shop）、数据库类型、作者与表前缀。"
      />
    ),
  },
  {
    path: '/projects/:id',
    element: (
      <PlannedPage
        title="项目详情"
        feature="项目详情"
        description="项目设置、实体列表、生成记录与快照对比。"
      />
    ),
  },
  {
    path: '/projects/:id/edit',
    element: (
      <PlannedPage title="编辑项目" feature="项目编辑" description="修改项目名称、描述、包名与数据库设置。" />
    ),
  },
  {
    path: '/projects/:id/visualization',
    element: (
      <PlannedPage
        title="项目可视化"
        feature="ER 图"
        description="自动布局的实体关系图，可拖动并保存位置，可导出 PNG / SVG。"
      />
    ),
  },
  {
    path: '/projects/:id/code',
    element: (
      <PlannedPage
        title="生成代码"
        feature="代码生成"
        description="选择模板集生成代码，下载 zip 或保存为带编号的快照。"
      />
    ),
  },
  {
    path: '/projects/:projectId/entities',
    element: (
      <PlannedPage
        title="实体管理"
        feature="实体管理"
        description="项目内的实体列表，支持从 MySQL / PostgreSQL 建表语句导入，以及导出 DDL。"
      />
    ),
  },
  {
    path: '/projects/:projectId/entities/designer',
    element: (
      <PlannedPage
        title="实体设计器"
        feature="实体设计器"
        description="设计类名、表名、字段类型与约束、索引和一对一、一对多、多对多关系。"
      />
    ),
  },
  {
    path: '/projects/:projectId/entities/:entityId/edit',
    element: (
      <PlannedPage
        title="编辑实体"
        feature="实体设计器"
        description="在设计器中修改已有实体的字段、索引与关系。"
      />
    ),
  },
  {
    path: '/projects/:projectId/code-preview',
    element: (
      <PlannedPage
        title="代码预览"
        feature="代码预览"
        description="文件树与高亮代码，在浏览器内即时生成，不保存。"
      />
    ),
  },
  {
    path: '/code-preview-test',
    element: (
      <PlannedPage
        title="代码预览（示例模型）"
        feature="代码预览"
        description="用内置示例模型试用任一模板集的生成结果。"
      />
    ),
  },
  {
    path: '/entities',
    element: (
      <PlannedPage
        title="实体设计"
        feature="实体设计"
        description="跨项目浏览与设计实体，快速进入各项目的设计器。"
      />
    ),
  },
];
