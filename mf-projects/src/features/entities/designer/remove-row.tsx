// The last column of every designer grid: a row's delete button, named for screen readers.
import { Button } from '@modelsmith/shared/antd';
import { DeleteOutlined } from '@modelsmith/shared/icons';

export function RemoveRow({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button size="small" type="text" danger aria-label={label} icon={<DeleteOutlined />} onClick={onRemove} />
  );
}
