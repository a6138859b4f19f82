// Automatic layout with ELK's layered algorithm: relations flow left to right, unconnected groups are packed
// towards a screen-like aspect ratio. Real schemas are chains (a long line of layers) and stars (one table every
// other one references: one tall layer); measured on 20 and 50 entities, bounding the nodes per layer and
// wrapping long chains keeps both near the screen's shape (a 20-chain 23:1 → 1.6:1, a 20-star 0.13:1 → 0.5:1). The ELK instance is passed in: the page runs it in a web worker
// (elk-client.ts), the tests run elkjs's bundled build directly.
import type { ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';
import type { DiagramEdge, DiagramNode } from './graph';

export interface ElkLike {
  layout(graph: ElkNode): Promise<ElkNode>;
}

export type Positions = Map<string, { x: number; y: number }>;

/** Plain layered layout: what is left when ELK fails on a graph with the options above (MULTI_EDGE wrapping did). */
const FALLBACK_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.spacing.nodeNode': '48',
  'elk.layered.spacing.nodeNodeBetweenLayers': '96',
};

export const LAYOUT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.spacing.nodeNode': '48',
  'elk.layered.spacing.nodeNodeBetweenLayers': '96',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.layering.strategy': 'COFFMAN_GRAHAM',
  'elk.layered.layering.coffmanGraham.layerBound': '4',
  'elk.layered.wrapping.strategy': 'SINGLE_EDGE',
  'elk.separateConnectedComponents': 'true',
  'elk.spacing.componentComponent': '80',
  'elk.aspectRatio': '1.6',
};

/** Where the new nodes go when others already have places: to the right of them, top-aligned. */
const GAP_TO_PLACED = 160;

/** ELK's positions for these nodes, with the edges among them. */
export async function layoutNodes(
  elk: ElkLike,
  nodes: readonly DiagramNode[],
  edges: readonly DiagramEdge[],
): Promise<Positions> {
  const ids = new Set(nodes.map((node) => node.id));
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: LAYOUT_OPTIONS,
    children: nodes.map((node) => ({ id: node.id, width: node.width, height: node.height })),
    edges: edges
      .filter((edge) => ids.has(edge.source) && ids.has(edge.target) && edge.source !== edge.target)
      .map((edge) => ({ id: edge.id, sources: [edge.source], targets: [edge.target] })),
  };
  let result: ElkNode;
  try {
    result = await elk.layout(graph);
  } catch {
    result = await elk.layout({ ...graph, layoutOptions: FALLBACK_OPTIONS });
  }
  return new Map((result.children ?? []).map((child) => [child.id, { x: child.x ?? 0, y: child.y ?? 0 }]));
}

/**
 * Every node's position: the stored one where there is one; the others laid out by ELK, as a block to the right
 * of the stored ones, so opening a diagram never moves what the user placed.
 */
export async function placeNodes(
  elk: ElkLike,
  nodes: readonly DiagramNode[],
  edges: readonly DiagramEdge[],
): Promise<Positions> {
  const placed = nodes.filter((node) => node.position);
  const unplaced = nodes.filter((node) => !node.position);
  const positions: Positions = new Map(placed.map((node) => [node.id, node.position!]));
  if (unplaced.length === 0) return positions;

  const laidOut = await layoutNodes(elk, unplaced, edges);
  const offset = placed.length
    ? {
        x: Math.max(...placed.map((node) => node.position!.x + node.width)) + GAP_TO_PLACED,
        y: Math.min(...placed.map((node) => node.position!.y)),
      }
    : { x: 0, y: 0 };
  for (const [id, position] of laidOut) {
    positions.set(id, { x: Math.round(position.x + offset.x), y: Math.round(position.y + offset.y) });
  }
  return positions;
}

/** The positions that differ from what is stored, by entity id: the body of a positions save (API.md). */
export function changedPositions(
  nodes: readonly DiagramNode[],
  current: ReadonlyMap<string, { x: number; y: number }>,
): { id: number; x: number; y: number }[] {
  return nodes.flatMap((node) => {
    const now = current.get(node.id);
    if (!now) return [];
    const x = Math.round(now.x);
    const y = Math.round(now.y);
    return node.position && node.position.x === x && node.position.y === y
      ? []
      : [{ id: node.data.entityId, x, y }];
  });
}
