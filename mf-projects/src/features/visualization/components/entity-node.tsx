// An entity on the diagram: class name and label, table name, then one row per field with its key mark and type.
// Sizes come from graph.ts, which the layout uses too.
import { memo } from 'react';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { EditOutlined, KeyOutlined, LinkOutlined } from '@modelsmith/shared/icons';
import type { DiagramField, EntityNodeData } from '../graph';

export type EntityFlowNode = Node<EntityNodeData & { onOpen: (entityId: number) => void }, 'entity'>;

function KeyMark({ field }: { field: DiagramField }) {
  if (field.primaryKey) {
    return (
      <span className="ms-er-field__key ms-er-field__key--pk" title="主键">
        <KeyOutlined />
      </span>
    );
  }
  if (field.foreignKey) {
    return (
      <span className="ms-er-field__key ms-er-field__key--fk" title="外键">
        <LinkOutlined />
      </span>
    );
  }
  return <span className="ms-er-field__key" />;
}

function EntityNodeView({ data }: NodeProps<EntityFlowNode>) {
  return (
    <div className="ms-er-node" data-entity={data.className}>
      {/* Edges float around the card (relation-edge.tsx); xyflow still wants a handle on each side. */}
      <Handle type="target" position={Position.Left} className="ms-er-handle" isConnectable={false} />
      <Handle type="source" position={Position.Right} className="ms-er-handle" isConnectable={false} />
      <div className="ms-er-node__header">
        <div className="ms-er-node__title">
          {data.className}
          {data.label && <span>{data.label}</span>}
        </div>
        <div className="ms-er-node__table">{data.tableName}</div>
        <button
          type="button"
          className="ms-er-node__open nodrag nopan"
          aria-label={`设计 ${data.className}`}
          title="在设计器中打开"
          onClick={() => data.onOpen(data.entityId)}
        >
          <EditOutlined />
        </button>
      </div>
      {data.fields.map((field) => (
        <div
          key={field.name}
          className={`ms-er-field${field.implied ? ' ms-er-field--implied' : ''}`}
          title={field.label ? `${field.label}（${field.column || field.name}）` : field.column || undefined}
        >
          <KeyMark field={field} />
          <span className={`ms-er-field__name${field.required ? ' ms-er-field__name--required' : ''}`}>
            {field.name}
          </span>
          <span className="ms-er-field__type">{field.type}</span>
        </div>
      ))}
    </div>
  );
}

export const EntityNode = memo(EntityNodeView);
