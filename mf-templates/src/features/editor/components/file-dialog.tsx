// The dialog that adds a file or renames one: its output path template and its scope.
import { useEffect, useState } from 'react';
import { Flex, Form, Input, Modal, Radio, Typography } from '@modelsmith/shared/antd';
import { SCOPE_LABELS, type Scope } from '../model';

export interface FileDialogProps {
  open: boolean;
  title: string;
  okText: string;
  initialPath: string;
  initialScope: Scope;
  /** The problem of a path, or null when it can be used. */
  check: (path: string) => string | null;
  onOk: (path: string, scope: Scope) => void;
  onCancel: () => void;
}

export function FileDialog({
  open,
  title,
  okText,
  initialPath,
  initialScope,
  check,
  onOk,
  onCancel,
}: FileDialogProps) {
  const [path, setPath] = useState(initialPath);
  const [scope, setScope] = useState<Scope>(initialScope);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!open) return;
    setPath(initialPath);
    setScope(initialScope);
    setTouched(false);
  }, [open, initialPath, initialScope]);

  const problem = check(path);
  const submit = () => {
    setTouched(true);
    if (!problem) onOk(path.trim(), scope);
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label="输出路径模板"
          htmlFor="template-file-path"
          validateStatus={touched && problem ? 'error' : undefined}
          help={touched && problem ? problem : '可以使用 Liquid，如 src/{{ entity.names.kebab }}.ts'}
        >
          <Input
            id="template-file-path"
            value={path}
            autoFocus
            onChange={(event) => setPath(event.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
        <Form.Item label="生成范围">
          <Radio.Group value={scope} onChange={(event) => setScope(event.target.value as Scope)}>
            <Flex vertical gap={4}>
              <Radio value="ENTITY">
                {SCOPE_LABELS.ENTITY}
                <Typography.Text type="secondary">（ENTITY：每个实体生成一份，可用 entity）</Typography.Text>
              </Radio>
              <Radio value="PROJECT">
                {SCOPE_LABELS.PROJECT}
                <Typography.Text type="secondary">（PROJECT：整个项目生成一份）</Typography.Text>
              </Radio>
            </Flex>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
