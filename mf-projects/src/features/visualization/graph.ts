// The ER diagram's graph, derived from the project's entities: one node per entity listing its fields (primary
// and foreign keys marked), one edge per relation with the cardinality at each end. Relations are declared once,
// on their owner (codegen/src/model/types.ts), so each one is exactly one edge, drawn from owner to target.
import type { Entity } from '@modelsmith/contract';
import { defaultJoinField, type RelationKind } from '@modelsmith/codegen';

export interface DiagramField {
  name: string;
  column: string;
  label?: string;
  /** Compact type as a designer reads it: `string(64)`, `decimal(10,2)`, `enum`. */
  type: string;
  primaryKey: boolean;
  foreignKey: boolean;
  required: boolean;
  /** A foreign key the relation implies but the entity does not list as a field. */
  implied: boolean;
}

export interface EntityNodeData extends Record<string, unknown> {
  entityId: number;
  className: string;
  tableName: string;
  label?: string;
  fields: DiagramField[];
}

export interface RelationEdgeData extends Record<string, unknown> {
  name: string;
  kind: RelationKind;
  /** Cardinality at the owner's end and at the target's end: `1`, `0..1`, `N`, `M`. */
  sourceEnd: string;
  targetEnd: string;
  /** Position among the edges joining the same two entities, centred on 0, so parallel edges fan out. */
  lane: number;
}

export interface DiagramNode {
  id: string;
  data: EntityNodeData;
  /** The stored position, if the user or a layout saved one. */
  position?: { x: number; y: number };
  width: number;
  height: number;
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  data: RelationEdgeData;
}

/** Node geometry; entity-node.tsx draws exactly these sizes so the layout and the picture agree. */
export const NODE_WIDTH = 260;
export const NODE_HEADER_HEIGHT = 52;
export const FIELD_ROW_HEIGHT = 24;
export const NODE_PADDING = 8;

export const nodeHeight = (fieldCount: number) =>
  NODE_HEADER_HEIGHT + Math.max(fieldCount, 1) * FIELD_ROW_HEIGHT + NODE_PADDING;

export const nodeIdOf = (entityId: number) => `entity-${entityId}`;

function typeOf(field: Entity['fields'][number]): string {
  if (field.type === 'decimal' && field.precision != null) {
    return `decimal(${field.precision},${field.scale ?? 0})`;
  }
  if ((field.type === 'string' || field.type === 'binary') && field.length != null) {
    return `${field.fixedLength ? 'char' : field.type}(${field.length})`;
  }
  return field.type;
}

/** Owner end first: a MANY_TO_ONE reads "N … 1" (or "0..1" when the reference is optional). */
function endsOf(kind: RelationKind, required: boolean): [string, string] {
  switch (kind) {
    case 'MANY_TO_ONE':
      return ['N', required ? '1' : '0..1'];
    case 'ONE_TO_MANY':
      return ['1', 'N'];
    case 'ONE_TO_ONE':
      return ['1', required ? '1' : '0..1'];
    case 'MANY_TO_MANY':
      return ['M', 'N'];
  }
}

/** The field that holds a relation's foreign key, and the entity that holds it (none for MANY_TO_MANY). */
function foreignKeyOf(owner: Entity, relation: NonNullable<Entity['relations']>[number], target?: Entity) {
  if (relation.kind === 'MANY_TO_MANY') return undefined;
  const holder = relation.kind === 'ONE_TO_MANY' ? target : owner;
  if (!holder) return undefined;
  const name =
    relation.joinField ??
    defaultJoinField(owner, { name: relation.name, kind: relation.kind, inverseName: relation.inverseName })
      .name;
  return { holder, name };
}

export function buildDiagram(entities: readonly Entity[]): { nodes: DiagramNode[]; edges: DiagramEdge[] } {
  const byClass = new Map(entities.map((entity) => [entity.className, entity]));
  const foreignKeys = new Map<Entity, Set<string>>();
  const edges: DiagramEdge[] = [];

  for (const owner of entities) {
    for (const relation of owner.relations ?? []) {
      const target = byClass.get(relation.target);
      const key = foreignKeyOf(owner, relation, target);
      if (key) {
        const names = foreignKeys.get(key.holder) ?? new Set<string>();
        names.add(key.name);
        foreignKeys.set(key.holder, names);
      }
      // A relation to an entity that no longer exists has no edge; the designer reports it on the relation.
      if (!target) continue;
      const [sourceEnd, targetEnd] = endsOf(relation.kind, relation.required ?? false);
      edges.push({
        id: `relation-${owner.id}-${relation.name}`,
        source: nodeIdOf(owner.id),
        target: nodeIdOf(target.id),
        data: { name: relation.label || relation.name, kind: relation.kind, sourceEnd, targetEnd, lane: 0 },
      });
    }
  }
  assignLanes(edges);

  const nodes = entities.map((entity): DiagramNode => {
    const keys = foreignKeys.get(entity) ?? new Set<string>();
    const fields: DiagramField[] = entity.fields.map((field) => ({
      name: field.name,
      column: field.column,
      label: field.label ?? undefined,
      type: typeOf(field),
      primaryKey: field.primaryKey ?? false,
      foreignKey: keys.has(field.name),
      required: (field.required ?? false) || (field.primaryKey ?? false),
      implied: false,
    }));
    const listed = new Set(entity.fields.map((field) => field.name));
    for (const name of keys) {
      if (listed.has(name)) continue;
      fields.push({
        name,
        column: '',
        type: 'FK',
        primaryKey: false,
        foreignKey: true,
        required: false,
        implied: true,
      });
    }
    return {
      id: nodeIdOf(entity.id),
      data: {
        entityId: entity.id,
        className: entity.className,
        tableName: entity.sqlTableName ?? entity.tableName,
        label: entity.label ?? undefined,
        fields,
      },
      position: entity.position ?? undefined,
      width: NODE_WIDTH,
      height: nodeHeight(fields.length),
    };
  });
  return { nodes, edges };
}

/** Edges joining the same pair (either direction) get lanes -k … k so they do not draw over each other. */
function assignLanes(edges: DiagramEdge[]): void {
  const groups = new Map<string, DiagramEdge[]>();
  for (const edge of edges) {
    const pair = [edge.source, edge.target].sort().join('|');
    groups.set(pair, [...(groups.get(pair) ?? []), edge]);
  }
  for (const group of groups.values()) {
    group.forEach((edge, index) => {
      edge.data.lane = index - (group.length - 1) / 2;
    });
  }
}
