import { useMemo } from 'react';
import { Background, Controls, Handle, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import dagre from '@dagrejs/dagre';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@xyflow/react/dist/style.css';
import type { Department } from '../shared/types.js';
import { matches, type DeptUsers } from './data.js';

const W = 220;
const H = 72;

type DeptNode = Node<{ name: string; head: string | null; count: number; selected: boolean; hit: boolean }, 'dept'>;

function DeptBox({ data }: NodeProps<DeptNode>) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      shadow={data.selected ? 'md' : 'xs'}
      p={8}
      w={W}
      h={H}
      style={{
        borderColor: data.selected ? 'var(--mantine-color-blue-6)' : data.hit ? 'var(--mantine-color-yellow-6)' : undefined,
        borderWidth: data.selected || data.hit ? 2 : 1,
      }}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <Text size="sm" fw={600} truncate>
        {data.name}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {data.head ?? ' '}
      </Text>
      <Text size="xs" c="dimmed">
        {t('orgStructure.employeesCount', { count: data.count })}
      </Text>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </Paper>
  );
}

const nodeTypes = { dept: DeptBox };

/** Nodes and edges of the trees, laid out top-down by dagre. */
function layout(tree: Department[], members: Map<string, DeptUsers>, selected: string | null, search: string) {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 48 });
  g.setDefaultEdgeLabel(() => ({}));
  const nodes: DeptNode[] = [];
  const edges: Edge[] = [];
  const walk = (d: Department) => {
    const m = members.get(d._id);
    const head = m?.headUser ? (m.users.find((u) => u._id === m.headUser)?.fullName ?? null) : null;
    const hit = !!search && matches({ ...d, children: [] }, search, members);
    nodes.push({
      id: d._id,
      type: 'dept',
      position: { x: 0, y: 0 },
      data: { name: d.name, head, count: m?.users.length ?? 0, selected: d._id === selected, hit },
    });
    g.setNode(d._id, { width: W, height: H });
    for (const c of d.children) {
      edges.push({ id: `${d._id}-${c._id}`, source: d._id, target: c._id, type: 'smoothstep' });
      g.setEdge(d._id, c._id);
      walk(c);
    }
  };
  tree.forEach(walk);
  dagre.layout(g);
  for (const n of nodes) {
    const p = g.node(n.id);
    n.position = { x: p.x - W / 2, y: p.y - H / 2 };
  }
  return { nodes, edges };
}

/** The organisation as a diagram (@xyflow/react, automatic layout by @dagrejs/dagre); a click selects. */
export default function Diagram({
  tree,
  members,
  selected,
  search,
  onSelect,
}: {
  tree: Department[];
  members: Map<string, DeptUsers>;
  selected: string | null;
  search: string;
  onSelect(id: string): void;
}) {
  const { nodes, edges } = useMemo(() => layout(tree, members, selected, search), [tree, members, selected, search]);
  return (
    <div style={{ height: 520, width: '100%' }} data-testid="structure-diagram">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodeClick={(_e, n) => onSelect(n.id)}
        nodesDraggable={false}
        nodesConnectable={false}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
        proOptions={{ hideAttribution: true }}
        minZoom={0.2}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
