// The diagram's stylesheet: xyflow's own plus the entity cards'. There is no CSS loader in this platform
// (antd styles itself in JS), so the page injects the text once, when the diagram first mounts.
import xyflowCss from '@xyflow/react/dist/style.css';
import { FIELD_ROW_HEIGHT, NODE_HEADER_HEIGHT, NODE_PADDING, NODE_WIDTH } from './graph';

const ENTITY_CSS = `
.ms-er-node {
  width: ${NODE_WIDTH}px;
  padding-bottom: ${NODE_PADDING}px;
  background: #fff;
  border: 1px solid #d9d9d9;
  border-radius: 8px;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06);
  font-size: 12px;
  color: rgba(0, 0, 0, 0.88);
  overflow: hidden;
}
.react-flow__node.selected .ms-er-node { border-color: #1677ff; box-shadow: 0 0 0 2px rgba(22, 119, 255, 0.2); }
.ms-er-node__header {
  height: ${NODE_HEADER_HEIGHT}px;
  box-sizing: border-box;
  padding: 6px 10px;
  background: #f0f5ff;
  border-bottom: 1px solid #d6e4ff;
  display: flex;
  flex-direction: column;
  justify-content: center;
  position: relative;
}
.ms-er-node__title { font-size: 13px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; padding-right: 22px; }
.ms-er-node__title span { font-weight: 400; color: rgba(0, 0, 0, 0.55); margin-left: 6px; }
.ms-er-node__table { color: rgba(0, 0, 0, 0.45); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.ms-er-node__open { position: absolute; top: 6px; right: 6px; border: 0; background: transparent; color: #1677ff; cursor: pointer; padding: 2px 4px; border-radius: 4px; }
.ms-er-node__open:hover { background: #d6e4ff; }
.ms-er-field { height: ${FIELD_ROW_HEIGHT}px; box-sizing: border-box; display: flex; align-items: center; gap: 6px; padding: 0 10px; }
.ms-er-field:nth-child(odd) { background: #fafafa; }
.ms-er-field__key { width: 14px; flex: none; text-align: center; }
.ms-er-field__key--pk { color: #d48806; }
.ms-er-field__key--fk { color: #1677ff; }
.ms-er-field__name { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.ms-er-field__name--required::after { content: ' *'; color: #ff4d4f; }
.ms-er-field--implied .ms-er-field__name { font-style: italic; color: rgba(0, 0, 0, 0.45); }
.ms-er-field__type { flex: none; color: rgba(0, 0, 0, 0.45); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 11px; }
.ms-er-handle { opacity: 0; pointer-events: none; }
.ms-er-end {
  position: absolute;
  pointer-events: none;
  font-size: 11px;
  font-weight: 600;
  color: #1d39c4;
  background: rgba(255, 255, 255, 0.9);
  padding: 0 3px;
  border-radius: 3px;
}
.ms-er-end--name { font-weight: 400; color: rgba(0, 0, 0, 0.55); }
`;

let injected = false;

export function injectDiagramStyles(): void {
  if (injected) return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.modelsmith = 'er-diagram';
  style.textContent = `${xyflowCss}\n${ENTITY_CSS}`;
  document.head.appendChild(style);
}
