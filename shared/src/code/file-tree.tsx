// The folders and files of a set of paths as an antd directory tree: folders first, each with how many
// files it holds; a chain of single folders (src/main/java/com/example) is one node.
import { useMemo } from 'react';
import { Tree } from '@modelsmith/shared/antd-data';
import { Typography } from '@modelsmith/shared/antd';

export interface FileTreeProps {
  paths: string[];
  selected?: string;
  onSelect: (path: string) => void;
}

export interface FileTreeNode {
  /** A folder's key is `folder:` and its path; a file's key is its path. */
  key: string;
  name: string;
  path: string;
  /** Files under a folder (all depths); absent on files. */
  count?: number;
  children?: FileTreeNode[];
}

interface Folder {
  folders: Map<string, Folder>;
  files: Set<string>;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** The tree of `paths`: folders first, then files, each by name; single-folder chains joined. */
export function buildFileTree(paths: readonly string[]): FileTreeNode[] {
  const root: Folder = { folders: new Map(), files: new Set() };
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    if (!parts.length) continue;
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) {
        next = { folders: new Map(), files: new Set() };
        folder.folders.set(part, next);
      }
      folder = next;
    }
    folder.files.add(parts[parts.length - 1]);
  }
  const toNodes = (folder: Folder, prefix: string): FileTreeNode[] => {
    const folders = [...folder.folders.keys()].sort(byName).map((name) => {
      let inner = folder.folders.get(name)!;
      let label = name;
      while (inner.files.size === 0 && inner.folders.size === 1) {
        const [childName, child] = [...inner.folders.entries()][0];
        label = `${label}/${childName}`;
        inner = child;
      }
      const path = `${prefix}${label}`;
      const children = toNodes(inner, `${path}/`);
      const count = children.reduce((sum, child) => sum + (child.count ?? 1), 0);
      return { key: `folder:${path}`, name: label, path, count, children };
    });
    const files = [...folder.files].sort(byName).map((name) => {
      const path = `${prefix}${name}`;
      return { key: path, name, path };
    });
    return [...folders, ...files];
  };
  return toNodes(root, '');
}

/** The file paths in the order the tree shows them. */
export function treeOrder(nodes: readonly FileTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? treeOrder(node.children) : [node.path]));
}

interface AntdNode {
  key: string;
  title: React.ReactNode;
  isLeaf?: boolean;
  selectable?: boolean;
  children?: AntdNode[];
}

function toAntd(nodes: readonly FileTreeNode[]): AntdNode[] {
  return nodes.map((node) =>
    node.children
      ? {
          key: node.key,
          selectable: false,
          title: (
            <span title={node.path}>
              {node.name}{' '}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                ({node.count})
              </Typography.Text>
            </span>
          ),
          children: toAntd(node.children),
        }
      : { key: node.key, isLeaf: true, title: <span title={node.path}>{node.name}</span> },
  );
}

export function FileTree({ paths, selected, onSelect }: FileTreeProps) {
  const nodes = useMemo(() => buildFileTree(paths), [paths]);
  const treeData = useMemo(() => toAntd(nodes), [nodes]);
  // A new set of paths opens a new tree, all folders expanded.
  const identity = useMemo(() => paths.join('\n'), [paths]);
  return (
    <Tree.DirectoryTree
      key={identity}
      treeData={treeData}
      defaultExpandAll
      expandAction="click"
      selectedKeys={selected ? [selected] : []}
      onSelect={(keys, info) => {
        if (info.node.isLeaf) onSelect(String(info.node.key));
      }}
      style={{ background: 'transparent' }}
    />
  );
}
