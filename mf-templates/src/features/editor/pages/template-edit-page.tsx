// 编辑模板 (/templates/:id/edit): loads the set into the IDE. An official set or another user's cannot be
// edited (the API answers 403): the page offers to copy it as the user's own and edits the copy.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { TemplateSet } from '@modelsmith/contract';
import { Button, Result } from '@modelsmith/shared/antd';
import { ForkOutlined } from '@modelsmith/shared/icons';
import { selectUser } from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import { ErrorState, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { useForkTemplateMutation, useTemplateQuery } from '../../market/api';
import { TemplateIde } from '../components/template-ide';
import { draftOf } from '../model';

function ReadOnlySet({ set }: { set: TemplateSet }) {
  const navigate = useNavigate();
  const [fork, forking] = useForkTemplateMutation();
  const copy = async () => {
    try {
      const copyOf = await fork(set.id).unwrap();
      void navigate(`/templates/${copyOf.id}/edit`);
    } catch {
      // The global message shows why (own-template quota, a premium set on the free plan…).
    }
  };
  return (
    <PageContainer title={`编辑模板：${set.name}`}>
      <Result
        status="403"
        title="这个模板不能直接编辑"
        subTitle={
          set.official
            ? '官方模板是只读的。复制为你的模板后即可修改，原模板不受影响。'
            : '这是其他用户的模板。复制为你的模板后即可修改，原模板不受影响。'
        }
        extra={[
          <Button
            key="fork"
            type="primary"
            icon={<ForkOutlined />}
            loading={forking.isLoading}
            onClick={() => void copy()}
          >
            复制为我的模板
          </Button>,
          <Button key="detail" onClick={() => void navigate(`/templates/${set.id}`)}>
            查看模板
          </Button>,
        ]}
      />
    </PageContainer>
  );
}

function Editor({ set }: { set: TemplateSet }) {
  // The draft is made once per set: a refetch after 保存 must not reset what the user types.
  const [initial] = useState(() => draftOf(set));
  return <TemplateIde set={set} initial={initial} />;
}

export default function TemplateEditPage() {
  const id = Number(useParams().id);
  const user = useAppSelector(selectUser);
  const template = useTemplateQuery(id, { skip: !Number.isInteger(id) || id <= 0 });

  if (!Number.isInteger(id) || id <= 0) {
    return (
      <PageContainer title="编辑模板">
        <ErrorState error="模板不存在" />
      </PageContainer>
    );
  }
  if (template.isLoading) {
    return (
      <PageContainer title="编辑模板">
        <LoadingState tip="正在加载模板…" />
      </PageContainer>
    );
  }
  if (!template.data) {
    return (
      <PageContainer title="编辑模板">
        <ErrorState error={template.error} onRetry={() => void template.refetch()} />
      </PageContainer>
    );
  }
  const set = template.data;
  if (!set.official && user === null) {
    return (
      <PageContainer title="编辑模板">
        <LoadingState tip="正在确认你的身份…" />
      </PageContainer>
    );
  }
  const editable = !set.official && set.author !== null && user !== null && set.author.id === user.id;
  if (!editable) return <ReadOnlySet set={set} />;
  return <Editor key={set.id} set={set} />;
}
