// The ER diagram of one project: entities placed where the user left them (or by ELK where nobody did), dragged
// positions saved as soon as a drag ends, zoom, pan, minimap, fit view, automatic re-layout and export to PNG/SVG.
import { useCallback, useEffect, useInsertionEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Background,
  Controls,
  MiniMap,
  type NodeTypes,
  type EdgeTypes,
  Panel,
  ReactFlow,
  useEdgesState,
  useNodesState,
  useReactFlow,
} from '@xyflow/react';
import type { Entity } from '@modelsmith/contract';
import { App, Button, Dropdown, Flex, Spin, Typography } from '@modelsmith/shared/antd';
import { DownloadOutlined, NodeIndexOutlined } from '@modelsmith/shared/icons';
import { useSaveEntityPositionsMutation } from '../../entities/api';
import { injectDiagramStyles } from '../diagram-styles';
import { elk } from '../elk-client';
import { exportDiagram, type ImageFormat } from '../export-image';
import { buildDiagram, type DiagramNode } from '../graph';
import { changedPositions, layoutNodes, placeNodes, type Positions } from '../layout';
import { EntityNode, type EntityFlowNode } from './entity-node';
import { RelationEdge, type RelationFlowEdge } from './relation-edge';

const nodeTypes: NodeTypes = { entity: EntityNode };
const edgeTypes: EdgeTypes = { relation: RelationEdge };

export interface ErDiagramProps {
  projectId: number;
  projectName: string;
  entities: readonly Entity[];
}

type SaveState = 'idle' | 'saving' | 'saved';

export function ErDiagram({ projectId, projectName, entities }: ErDiagramProps) {
  useInsertionEffect(injectDiagramStyles, []);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const flow = useReactFlow<EntityFlowNode, RelationFlowEdge>();
  const wrapper = useRef<HTMLDivElement>(null);
  const graph = useMemo(() => buildDiagram(entities), [entities]);
  const [nodes, setNodes, onNodesChange] = useNodesState<EntityFlowNode>([]);
  const [edges, setEdges, onEdgesChange] = useEdgesState<RelationFlowEdge>([]);
  const [placing, setPlacing] = useState(true);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [savePositions] = useSaveEntityPositionsMutation();

  const open = useCallback(
    (entityId: number) => navigate(`/projects/${projectId}/entities/${entityId}/edit`),
    [navigate, projectId],
  );

  const show = useCallback(
    (diagramNodes: readonly DiagramNode[], positions: Positions) => {
      setNodes((previous) => {
        const selected = new Set(previous.filter((node) => node.selected).map((node) => node.id));
        return diagramNodes.map((node) => ({
          id: node.id,
          type: 'entity' as const,
          position: positions.get(node.id) ?? { x: 0, y: 0 },
          data: { ...node.data, onOpen: open },
          selected: selected.has(node.id),
        }));
      });
    },
    [open, setNodes],
  );

  // Entities arrive (or change after a save): place them, keeping every stored position.
  useEffect(() => {
    let current = true;
    setEdges(graph.edges.map((edge) => ({ ...edge, type: 'relation' as const })));
    placeNodes(elk(), graph.nodes, graph.edges)
      .then((positions) => current && show(graph.nodes, positions))
      .catch(() => current && message.error('自动布局失败，请刷新页面重试'))
      .finally(() => current && setPlacing(false));
    return () => {
      current = false;
    };
  }, [graph, show, setEdges, message]);

  const save = useCallback(async () => {
    const current: Positions = new Map(flow.getNodes().map((node) => [node.id, node.position]));
    const positions = changedPositions(graph.nodes, current);
    if (positions.length === 0) return;
    setSaveState('saving');
    const result = await savePositions({ projectId, body: { positions } });
    // A failure is reported by the HTTP layer; the nodes stay where the user put them, to try again.
    setSaveState('error' in result ? 'idle' : 'saved');
  }, [flow, graph.nodes, projectId, savePositions]);

  const relayout = async () => {
    setPlacing(true);
    try {
      show(graph.nodes, await layoutNodes(elk(), graph.nodes, graph.edges));
      // Wait for the new positions to be drawn before fitting and saving them.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await flow.fitView({ duration: 300 });
      await save();
    } catch {
      message.error('自动布局失败，请重试');
    } finally {
      setPlacing(false);
    }
  };

  const exportImage = async (format: ImageFormat) => {
    const viewport = wrapper.current?.querySelector<HTMLElement>('.react-flow__viewport');
    if (!viewport) return;
    try {
      await exportDiagram(viewport, flow.getNodes(), format, `${projectName}-ER图`);
    } catch {
      message.error('导出图片失败，请重试');
    }
  };

  return (
    <Spin spinning={placing} tip="正在布局…">
      <div
        ref={wrapper}
        style={{
          height: 'calc(100vh - 220px)',
          minHeight: 480,
          border: '1px solid #f0f0f0',
          borderRadius: 8,
        }}
      >
        {nodes.length > 0 && (
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onNodeDragStop={() => void save()}
            onNodeDoubleClick={(_event, node) => open(node.data.entityId)}
            nodesConnectable={false}
            // The diagram shows the model; deleting happens in the entity list, never by a stray key press.
            deleteKeyCode={null}
            fitView
            // A big model opens as an overview, not as specks: the minimap shows the rest.
            fitViewOptions={{ padding: 0.1, minZoom: 0.2 }}
            minZoom={0.1}
            maxZoom={2}
            proOptions={{ hideAttribution: true }}
          >
            <Background gap={20} color="#e6e6e6" />
            <Controls showInteractive={false} />
            <MiniMap pannable zoomable nodeColor="#d6e4ff" nodeStrokeColor="#1677ff" />
            <Panel position="top-left">
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {entities.length} 个实体 · {edges.length} 个关系 · 拖动实体调整位置，双击打开设计器
              </Typography.Text>
            </Panel>
            <Panel position="top-right">
              <Flex gap={8} align="center">
                {saveState !== 'idle' && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {saveState === 'saving' ? '正在保存位置…' : '位置已保存'}
                  </Typography.Text>
                )}
                <Button icon={<NodeIndexOutlined />} onClick={() => void relayout()}>
                  自动布局
                </Button>
                <Dropdown
                  menu={{
                    items: [
                      { key: 'png', label: '导出 PNG' },
                      { key: 'svg', label: '导出 SVG' },
                    ],
                    onClick: ({ key }) => void exportImage(key as ImageFormat),
                  }}
                >
                  <Button icon={<DownloadOutlined />}>导出图片</Button>
                </Dropdown>
              </Flex>
            </Panel>
          </ReactFlow>
        )}
      </div>
    </Spin>
  );
}
