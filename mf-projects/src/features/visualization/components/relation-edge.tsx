// A relation on the diagram: a curve between the facing sides of the two cards, the cardinality at each end and
// the relation's name in the middle.
import { memo } from 'react';
import {
  BaseEdge,
  type Edge,
  EdgeLabelRenderer,
  type EdgeProps,
  getBezierPath,
  type InternalNode,
  useInternalNode,
} from '@xyflow/react';
import { type Anchor, edgeAnchors, endLabelPoint, type Rect, selfLoop } from '../edge-geometry';
import type { RelationEdgeData } from '../graph';

export type RelationFlowEdge = Edge<RelationEdgeData, 'relation'>;

function rectOf(node: InternalNode): Rect {
  return {
    x: node.internals.positionAbsolute.x,
    y: node.internals.positionAbsolute.y,
    width: node.measured.width ?? 0,
    height: node.measured.height ?? 0,
  };
}

function Label({ at, text, kind }: { at: { x: number; y: number }; text: string; kind: 'end' | 'name' }) {
  return (
    <div
      className={kind === 'end' ? 'ms-er-end' : 'ms-er-end ms-er-end--name'}
      style={{ transform: `translate(-50%, -50%) translate(${at.x}px, ${at.y}px)` }}
    >
      {text}
    </div>
  );
}

function RelationEdgeView({ id, source, target, data, selected }: EdgeProps<RelationFlowEdge>) {
  const sourceNode = useInternalNode(source);
  const targetNode = useInternalNode(target);
  if (!sourceNode || !targetNode || !data) return null;

  let path: string;
  let from: Anchor;
  let to: Anchor;
  let middle: { x: number; y: number };
  if (source === target) {
    ({ path, from, to, middle } = selfLoop(rectOf(sourceNode), data.lane));
  } else {
    ({ from, to } = edgeAnchors(rectOf(sourceNode), rectOf(targetNode), data.lane));
    const [bezier, labelX, labelY] = getBezierPath({
      sourceX: from.x,
      sourceY: from.y,
      sourcePosition: from.side,
      targetX: to.x,
      targetY: to.y,
      targetPosition: to.side,
    });
    path = bezier;
    middle = { x: labelX, y: labelY };
  }
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        style={{
          stroke: selected ? '#1677ff' : '#8c8c8c',
          strokeWidth: selected ? 2 : 1.5,
          strokeDasharray: data.kind === 'MANY_TO_MANY' ? '6 4' : undefined,
        }}
      />
      <EdgeLabelRenderer>
        <Label at={endLabelPoint(from)} text={data.sourceEnd} kind="end" />
        <Label at={endLabelPoint(to)} text={data.targetEnd} kind="end" />
        <Label at={middle} text={data.name} kind="name" />
      </EdgeLabelRenderer>
    </>
  );
}

export const RelationEdge = memo(RelationEdgeView);
