// Where a relation's line meets the two entity cards. The line leaves each card on the side that faces the
// other card (so it follows the cards as they are dragged), and parallel relations between the same two cards
// are spread along that side by their lane.
import { Position } from '@xyflow/react';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Anchor {
  x: number;
  y: number;
  side: Position;
}

/** Distance between two parallel relations where they meet a card. */
const LANE_SPACING = 18;

const centre = (rect: Rect) => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });

/** The point where the segment from `rect`'s centre towards `towards` leaves `rect`, and which side it is on. */
export function borderPoint(rect: Rect, towards: { x: number; y: number }): Anchor {
  const c = centre(rect);
  const dx = towards.x - c.x;
  const dy = towards.y - c.y;
  const halfW = rect.width / 2;
  const halfH = rect.height / 2;
  if (dx === 0 && dy === 0) return { x: rect.x + rect.width, y: c.y, side: Position.Right };
  // Scale the direction until it reaches the nearer of the vertical or horizontal borders.
  const scaleX = dx === 0 ? Infinity : halfW / Math.abs(dx);
  const scaleY = dy === 0 ? Infinity : halfH / Math.abs(dy);
  if (scaleX <= scaleY) {
    return { x: c.x + dx * scaleX, y: c.y + dy * scaleX, side: dx > 0 ? Position.Right : Position.Left };
  }
  return { x: c.x + dx * scaleY, y: c.y + dy * scaleY, side: dy > 0 ? Position.Bottom : Position.Top };
}

function shiftAlongSide(anchor: Anchor, rect: Rect, offset: number): Anchor {
  const inset = 12;
  if (anchor.side === Position.Left || anchor.side === Position.Right) {
    const y = Math.min(rect.y + rect.height - inset, Math.max(rect.y + inset, anchor.y + offset));
    return { ...anchor, y };
  }
  const x = Math.min(rect.x + rect.width - inset, Math.max(rect.x + inset, anchor.x + offset));
  return { ...anchor, x };
}

/** The two ends of the line from `source` to `target`, the `lane`-th of the relations between them. */
export function edgeAnchors(source: Rect, target: Rect, lane: number): { from: Anchor; to: Anchor } {
  const from = borderPoint(source, centre(target));
  const to = borderPoint(target, centre(source));
  const offset = lane * LANE_SPACING;
  return { from: shiftAlongSide(from, source, offset), to: shiftAlongSide(to, target, offset) };
}

/** Where an end's cardinality sits: just outside the card, beside the line. */
export function endLabelPoint(anchor: Anchor): { x: number; y: number } {
  switch (anchor.side) {
    case Position.Left:
      return { x: anchor.x - 12, y: anchor.y - 10 };
    case Position.Right:
      return { x: anchor.x + 12, y: anchor.y - 10 };
    case Position.Top:
      return { x: anchor.x + 12, y: anchor.y - 12 };
    case Position.Bottom:
      return { x: anchor.x + 12, y: anchor.y + 12 };
  }
}

/** A relation from an entity to itself: a loop on the card's right side. */
export function selfLoop(
  rect: Rect,
  lane: number,
): { path: string; from: Anchor; to: Anchor; middle: { x: number; y: number } } {
  const right = rect.x + rect.width;
  const top = rect.y + Math.min(28 + lane * LANE_SPACING * 2, rect.height - 24);
  const from = { x: right, y: top, side: Position.Right };
  const to = { x: right, y: top + 20, side: Position.Right };
  const reach = 56;
  const path = `M ${from.x} ${from.y} C ${right + reach} ${from.y - 24}, ${right + reach} ${to.y + 24}, ${to.x} ${to.y}`;
  return { path, from, to, middle: { x: right + reach * 0.8, y: (from.y + to.y) / 2 } };
}
