// The diagram's logic without a browser: the graph derived from entities, the placement (with elkjs's bundled
// build in place of the page's worker) and where edges meet the cards.
import ELK from 'elkjs/lib/elk.bundled.js';
import { Position } from '@xyflow/react';
import type { Entity } from '@modelsmith/contract';
import { borderPoint, edgeAnchors } from './edge-geometry';
import { buildDiagram, nodeHeight, nodeIdOf } from './graph';
import { changedPositions, layoutNodes, placeNodes } from './layout';

let nextId = 1;
function entity(className: string, changes: Partial<Entity> = {}): Entity {
  return {
    id: nextId++,
    projectId: 1,
    className,
    tableName: className.toLowerCase(),
    fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...changes,
  };
}

const customer = entity('Customer', { label: '客户' });
const order = entity('Order', {
  fields: [
    { name: 'id', column: 'id', type: 'long', primaryKey: true },
    { name: 'customerId', column: 'customer_id', type: 'long', required: true },
    { name: 'total', column: 'total', type: 'decimal', precision: 10, scale: 2 },
  ],
  relations: [
    { name: 'customer', kind: 'MANY_TO_ONE', target: 'Customer', required: true },
    { name: 'items', kind: 'ONE_TO_MANY', target: 'OrderItem', inverseName: 'order' },
    { name: 'tags', kind: 'MANY_TO_MANY', target: 'Tag' },
  ],
});
const item = entity('OrderItem');
const tag = entity('Tag');
const category = entity('Category', {
  relations: [{ name: 'parent', kind: 'MANY_TO_ONE', target: 'Category', label: '上级' }],
});
const entities = [customer, order, item, tag, category];

describe('buildDiagram', () => {
  const { nodes, edges } = buildDiagram(entities);
  const node = (e: Entity) => nodes.find((candidate) => candidate.id === nodeIdOf(e.id))!;
  const field = (e: Entity, name: string) => node(e).data.fields.find((f) => f.name === name)!;

  it('lists every field with its compact type and marks keys', () => {
    expect(field(order, 'id')).toMatchObject({ primaryKey: true, foreignKey: false, required: true });
    expect(field(order, 'customerId')).toMatchObject({ foreignKey: true, implied: false, type: 'long' });
    expect(field(order, 'total').type).toBe('decimal(10,2)');
    expect(node(customer).data.label).toBe('客户');
  });

  it('shows a foreign key the relation implies on the entity that holds it', () => {
    // ONE_TO_MANY: the target holds `<inverseName>Id`; the self relation holds `parentId`.
    expect(field(item, 'orderId')).toMatchObject({ foreignKey: true, implied: true });
    expect(field(category, 'parentId')).toMatchObject({ foreignKey: true, implied: true });
    expect(node(tag).data.fields.map((f) => f.name)).toEqual(['id']);
    expect(node(item).height).toBe(nodeHeight(2));
  });

  it('draws one edge per relation, owner to target, with the cardinality at both ends', () => {
    const ends = edges.map((e) => [e.source, e.target, e.data.sourceEnd, e.data.targetEnd, e.data.name]);
    expect(ends).toEqual([
      [nodeIdOf(order.id), nodeIdOf(customer.id), 'N', '1', 'customer'],
      [nodeIdOf(order.id), nodeIdOf(item.id), '1', 'N', 'items'],
      [nodeIdOf(order.id), nodeIdOf(tag.id), 'M', 'N', 'tags'],
      [nodeIdOf(category.id), nodeIdOf(category.id), 'N', '0..1', '上级'],
    ]);
  });

  it('skips a relation whose target is gone and fans out parallel relations', () => {
    const a = entity('A', {
      relations: [
        { name: 'first', kind: 'MANY_TO_ONE', target: 'B' },
        { name: 'second', kind: 'MANY_TO_ONE', target: 'B' },
        { name: 'ghost', kind: 'MANY_TO_ONE', target: 'Missing' },
      ],
    });
    const b = entity('B', { relations: [{ name: 'back', kind: 'ONE_TO_ONE', target: 'A' }] });
    const result = buildDiagram([a, b]);
    expect(result.edges.map((e) => e.data.lane)).toEqual([-1, 0, 1]);
  });
});

describe('placement', () => {
  const elk = new ELK();
  const { nodes, edges } = buildDiagram(entities);

  it('lays out unplaced nodes without overlaps', async () => {
    const positions = await layoutNodes(elk, nodes, edges);
    expect(positions.size).toBe(nodes.length);
    const boxes = nodes.map((n) => ({ ...positions.get(n.id)!, width: n.width, height: n.height }));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
    // Relations flow left to right: an order is drawn left of the customer it references.
    expect(positions.get(nodeIdOf(order.id))!.x).toBeLessThan(positions.get(nodeIdOf(customer.id))!.x);
  });

  it('keeps stored positions and puts new nodes to their right', async () => {
    const stored = nodes.map((n, i) => (i < 2 ? { ...n, position: { x: 100 * i, y: 50 } } : n));
    const positions = await placeNodes(elk, stored, edges);
    expect(positions.get(stored[0].id)).toEqual({ x: 0, y: 50 });
    expect(positions.get(stored[1].id)).toEqual({ x: 100, y: 50 });
    for (const n of stored.slice(2)) expect(positions.get(n.id)!.x).toBeGreaterThanOrEqual(100 + n.width);
  });

  it('saves only the positions that differ from the stored ones, by entity id', () => {
    const stored = nodes.map((n) => ({ ...n, position: { x: 10, y: 20 } }));
    const current = new Map(stored.map((n) => [n.id, n.position]));
    current.set(stored[1].id, { x: 42.4, y: 20 });
    expect(changedPositions(stored, current)).toEqual([{ id: stored[1].data.entityId, x: 42, y: 20 }]);
  });
});

it('keeps a long chain and a star near the shape of a screen', async () => {
  const elk = new ELK();
  const chain = Array.from({ length: 20 }, (_, i) =>
    entity(
      `Chain${i}`,
      i ? { relations: [{ name: 'previous', kind: 'MANY_TO_ONE', target: `Chain${i - 1}` }] } : {},
    ),
  );
  const star = Array.from({ length: 20 }, (_, i) =>
    entity(`Star${i}`, i ? { relations: [{ name: 'hub', kind: 'MANY_TO_ONE', target: 'Star0' }] } : {}),
  );
  for (const entities of [chain, star]) {
    const { nodes, edges } = buildDiagram(entities);
    const positions = await layoutNodes(elk, nodes, edges);
    const width = Math.max(...nodes.map((n) => positions.get(n.id)!.x + n.width));
    const height = Math.max(...nodes.map((n) => positions.get(n.id)!.y + n.height));
    expect(width / height).toBeGreaterThan(0.3);
    expect(width / height).toBeLessThan(4);
  }
});

it('falls back to a plain layered layout when ELK fails on the tuned options', async () => {
  const real = new ELK();
  const options: (string | undefined)[] = [];
  const flaky = {
    layout: async (graph: Parameters<typeof real.layout>[0]) => {
      options.push(graph.layoutOptions?.['elk.layered.wrapping.strategy']);
      if (options.length === 1) throw new TypeError("Cannot read properties of undefined (reading 'c')");
      return real.layout(graph);
    },
  };
  const { nodes, edges } = buildDiagram(entities);
  expect((await layoutNodes(flaky, nodes, edges)).size).toBe(nodes.length);
  expect(options).toEqual(['SINGLE_EDGE', undefined]);
});

describe('edge geometry', () => {
  const left = { x: 0, y: 0, width: 100, height: 100 };
  const right = { x: 300, y: 0, width: 100, height: 100 };
  const below = { x: 0, y: 300, width: 100, height: 100 };

  it('leaves each card on the side facing the other', () => {
    expect(borderPoint(left, { x: 350, y: 50 })).toEqual({ x: 100, y: 50, side: Position.Right });
    expect(borderPoint(left, { x: 50, y: 350 })).toEqual({ x: 50, y: 100, side: Position.Bottom });
    const { from, to } = edgeAnchors(left, right, 0);
    expect([from.side, to.side]).toEqual([Position.Right, Position.Left]);
    expect(edgeAnchors(below, left, 0).from.side).toBe(Position.Top);
  });

  it('spreads parallel relations along the side, inside the card', () => {
    const lanes = [-1, 0, 1].map((lane) => edgeAnchors(left, right, lane).from.y);
    expect(lanes).toEqual([32, 50, 68]);
    expect(edgeAnchors(left, right, 10).from.y).toBe(88);
  });
});
