// Drag to reorder a table's rows with native HTML5 drag and drop: a row is picked up by its handle only (so
// text in its inputs stays selectable), and the row under the pointer shows where it would land.
import { type DragEvent, type HTMLAttributes, useState } from 'react';
import { dropIndex, type DropSide } from './draft';

/** Class names of the rows, for the grid's style: the row being dragged and the drop line above or below. */
export const ROW_DRAG_CLASS = {
  dragging: 'row-drag-source',
  before: 'row-drop-before',
  after: 'row-drop-after',
} as const;

export interface RowDrag {
  /** Props of the handle that picks up the row at `index`. */
  handle(index: number): HTMLAttributes<HTMLElement> & { draggable: true };
  /** Props of the row at `index`: it is a drop target while a row of the same table is dragged. */
  row(
    index: number,
  ): Pick<HTMLAttributes<HTMLElement>, 'className' | 'onDragOver' | 'onDragLeave' | 'onDrop'>;
}

interface Over {
  index: number;
  side: DropSide;
}

/** The half of the row the pointer is over. */
function sideOf(event: DragEvent<HTMLElement>): DropSide {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
}

/** Rows dragged by a handle; `onMove(from, to)` gets the index the row leaves and the index it ends up at. */
export function useRowDrag(onMove: (from: number, to: number) => void): RowDrag {
  const [from, setFrom] = useState<number | null>(null);
  const [over, setOver] = useState<Over | null>(null);
  const reset = () => {
    setFrom(null);
    setOver(null);
  };

  return {
    handle: (index) => ({
      draggable: true,
      onDragStart: (event) => {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with some data; the index is never read back (the state has it).
        event.dataTransfer.setData('text/plain', String(index));
        const row = event.currentTarget.closest('tr');
        if (row) event.dataTransfer.setDragImage(row, 16, row.offsetHeight / 2);
        setFrom(index);
      },
      onDragEnd: reset,
    }),
    row: (index) => ({
      className:
        from === index
          ? ROW_DRAG_CLASS.dragging
          : over?.index === index && from !== null && dropIndex(from, index, over.side) !== from
            ? ROW_DRAG_CLASS[over.side]
            : undefined,
      onDragOver: (event) => {
        // Only rows of this table are accepted: a dragged file or text is none of this grid's business.
        if (from === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const side = sideOf(event);
        if (over?.index !== index || over.side !== side) setOver({ index, side });
      },
      onDragLeave: (event) => {
        const into = event.relatedTarget;
        if (into instanceof Node && event.currentTarget.contains(into)) return;
        setOver((current) => (current?.index === index ? null : current));
      },
      onDrop: (event) => {
        if (from === null) return;
        event.preventDefault();
        const to = dropIndex(from, index, sideOf(event));
        reset();
        if (to !== from) onMove(from, to);
      },
    }),
  };
}
