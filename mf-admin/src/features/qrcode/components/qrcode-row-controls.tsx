// The table's in-place edits of one QR code: enabled, and its sort number (saved on Enter or on leaving the field).
import { useRef, useState } from 'react';
import type { QrCode } from '@modelsmith/contract';
import { App, Switch } from '@modelsmith/shared/antd';
import { InputNumber } from '@modelsmith/shared/antd-data';
import { useUpdateQrCodeMutation } from '../api';
import { SORT_MAX, SORT_MIN } from './qrcode-form-modal';

export function EnabledSwitch({ qrCode }: { qrCode: QrCode }) {
  const { message } = App.useApp();
  const [update, { isLoading }] = useUpdateQrCodeMutation();
  const toggle = async (enabled: boolean) => {
    const result = await update({ id: qrCode.id, changes: { enabled } });
    if (!('error' in result))
      void message.success(enabled ? `已启用「${qrCode.name}」` : `已停用「${qrCode.name}」`);
  };
  return (
    <Switch
      checked={qrCode.enabled}
      loading={isLoading}
      checkedChildren="启用"
      unCheckedChildren="停用"
      aria-label={`启用 ${qrCode.name}`}
      onChange={(checked) => void toggle(checked)}
    />
  );
}

export function SortInput({ qrCode }: { qrCode: QrCode }) {
  const { message } = App.useApp();
  const [update, { isLoading }] = useUpdateQrCodeMutation();
  const [draft, setDraft] = useState<number | null>(qrCode.sort);
  // Enter and the blur that follows it would save twice: only a value not yet sent is saved.
  const sentValue = useRef(qrCode.sort);

  const commit = async () => {
    if (draft === null) return setDraft(sentValue.current);
    if (draft === sentValue.current) return;
    const previous = sentValue.current;
    sentValue.current = draft;
    const result = await update({ id: qrCode.id, changes: { sort: draft } });
    if ('error' in result) {
      sentValue.current = previous;
      setDraft(previous);
    } else void message.success(`「${qrCode.name}」的排序已改为 ${draft}`);
  };

  return (
    <InputNumber
      size="small"
      value={draft}
      min={SORT_MIN}
      max={SORT_MAX}
      precision={0}
      disabled={isLoading}
      aria-label={`排序 ${qrCode.name}`}
      style={{ width: 90 }}
      onChange={(value) => setDraft(value)}
      onBlur={() => void commit()}
      onPressEnter={() => void commit()}
    />
  );
}
