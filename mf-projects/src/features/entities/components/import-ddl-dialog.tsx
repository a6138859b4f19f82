// Import DDL: paste a script or drop a .sql file, pick the dialect, see what would be created, updated, removed
// and skipped (a dry run) before confirming, then the result. Skipped statements are listed with their line and
// reason, since the user has to fix or accept them before the model is saved without them.
import { useState } from 'react';
import type { DdlDialect, ImportDdlResult } from '@modelsmith/contract';
import { Alert, App, Button, Checkbox, Flex, Input, Modal, Radio } from '@modelsmith/shared/antd';
import { Upload } from '@modelsmith/shared/antd-data';
import { InboxOutlined } from '@modelsmith/shared/icons';
import { errorMessage } from '@modelsmith/shared/ui';
import { useImportDdlMutation } from '../api';
import { ImportSummary, suggestionKey } from './import-ddl-summary';

export interface ImportDdlDialogProps {
  projectId: number;
  defaultDialect: DdlDialect;
  open: boolean;
  onClose: () => void;
}

const MAX_SQL_BYTES = 2 * 1024 * 1024;

export function ImportDdlDialog({ projectId, defaultDialect, open, onClose }: ImportDdlDialogProps) {
  const { message } = App.useApp();
  const [sql, setSql] = useState('');
  const [dialect, setDialect] = useState<DdlDialect>(defaultDialect);
  const [replace, setReplace] = useState(false);
  const [preview, setPreview] = useState<ImportDdlResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [declined, setDeclined] = useState<ReadonlySet<string>>(new Set());
  const [importDdl, { isLoading }] = useImportDdlMutation();

  const reset = () => {
    setPreview(null);
    setFailure(null);
    setDeclined(new Set());
  };
  const close = () => {
    reset();
    setSql('');
    onClose();
  };

  const run = async (dryRun: boolean) => {
    setFailure(null);
    try {
      const declinedSuggestions = (preview?.suggestions ?? [])
        .filter((suggestion) => declined.has(suggestionKey(suggestion)))
        .map(({ tableName, field }) => ({ tableName, field }));
      const body = { dialect, sql, replace, dryRun, declinedSuggestions };
      const result = await importDdl({ projectId, body }).unwrap();
      if (dryRun) {
        setPreview(result);
        return;
      }
      const skipped = result.skipped.length > 0 ? `，跳过 ${result.skipped.length} 条语句` : '';
      void message.success(
        `导入完成：新建 ${result.created.length}，更新 ${result.updated.length}，删除 ${result.removed.length}${skipped}`,
      );
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const readFile = (file: File) => {
    if (file.size > MAX_SQL_BYTES) {
      setFailure('文件不能超过 2 MB');
      return false;
    }
    void file.text().then((text) => {
      setSql(text);
      reset();
    });
    return false;
  };

  const nothingToDo =
    preview && preview.created.length + preview.updated.length + preview.removed.length === 0;
  return (
    <Modal
      title="导入建表语句"
      open={open}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          <Button onClick={close}>取消</Button>
          {preview ? (
            <Flex gap={8}>
              <Button onClick={reset}>返回修改</Button>
              <Button
                type="primary"
                loading={isLoading}
                disabled={Boolean(nothingToDo)}
                onClick={() => void run(false)}
              >
                确认导入
              </Button>
            </Flex>
          ) : (
            <Button type="primary" loading={isLoading} disabled={!sql.trim()} onClick={() => void run(true)}>
              预览
            </Button>
          )}
        </Flex>
      }
    >
      {preview ? (
        <Flex vertical gap={12}>
          <Alert
            type={nothingToDo ? 'warning' : 'info'}
            showIcon
            title={nothingToDo ? '脚本中没有可导入的表' : '以下是将要进行的修改，确认后才会保存'}
          />
          <ImportSummary
            result={preview}
            declined={declined}
            onToggle={(suggestion, accepted) => {
              const next = new Set(declined);
              if (accepted) next.delete(suggestionKey(suggestion));
              else next.add(suggestionKey(suggestion));
              setDeclined(next);
            }}
          />
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={16} align="center" wrap>
            <Radio.Group
              optionType="button"
              value={dialect}
              onChange={(event) => {
                setDialect(event.target.value as DdlDialect);
                reset();
              }}
              options={[
                { value: 'mysql', label: 'MySQL' },
                { value: 'postgresql', label: 'PostgreSQL' },
              ]}
            />
            <Checkbox checked={replace} onChange={(event) => setReplace(event.target.checked)}>
              替换项目中的全部实体（不勾选则按表名合并）
            </Checkbox>
          </Flex>
          <Upload.Dragger accept=".sql,text/plain" showUploadList={false} beforeUpload={readFile}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">拖入 .sql 文件，或点击选择</p>
          </Upload.Dragger>
          <Input.TextArea
            aria-label="建表语句"
            value={sql}
            onChange={(event) => {
              setSql(event.target.value);
              reset();
            }}
            placeholder="或在此粘贴 CREATE TABLE 语句"
            autoSize={{ minRows: 8, maxRows: 16 }}
            spellCheck={false}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 }}
          />
        </Flex>
      )}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
