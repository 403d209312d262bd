import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';

/** Droppable ids of lanes; every other droppable on the desk is a card. */
export const LANE_PREFIX = 'lane:';

const isLane = (id: UniqueIdentifier) => String(id).startsWith(LANE_PREFIX);
const centreX = (r: ClientRect) => r.left + r.width / 2;
const inColumn = (r: ClientRect, x: number) => r.left <= x && x <= r.left + r.width;

/**
 * Where a card picked up with the keyboard goes on an arrow key (the rects are the desk's layout at
 * pick-up; the answer is the card's new top-left). Up and down step over the cards of the column the
 * card is in now (its own place included, so it can go back); left and right carry it to the top of the
 * neighbouring lane, or into that lane when it is empty. Dropping then takes the place of the card under it.
 */
export const laneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  const code = event.code as KeyboardCode;
  if (![KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right].includes(code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const rects = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((x): x is { id: UniqueIdentifier; rect: ClientRect } => !!x.rect);
  const cards = rects.filter((x) => !isLane(x.id));
  const x = centreX(collisionRect);

  if (code === KeyboardCode.Up || code === KeyboardCode.Down) {
    const down = code === KeyboardCode.Down;
    const next = cards
      .filter((c) => inColumn(c.rect, x) && (down ? c.rect.top > collisionRect.top + 1 : c.rect.top < collisionRect.top - 1))
      .sort((a, b) => (down ? a.rect.top - b.rect.top : b.rect.top - a.rect.top))[0];
    return next ? { x: next.rect.left, y: next.rect.top } : undefined;
  }

  const right = code === KeyboardCode.Right;
  const lane = rects
    .filter((l) => isLane(l.id) && (right ? centreX(l.rect) > x + 1 : centreX(l.rect) < x - 1))
    .sort((a, b) => Math.abs(centreX(a.rect) - x) - Math.abs(centreX(b.rect) - x))[0];
  if (!lane) return undefined;
  const first = cards.filter((c) => c.id !== active.id && inColumn(c.rect, centreX(lane.rect))).sort((a, b) => a.rect.top - b.rect.top)[0];
  if (first) return { x: first.rect.left, y: first.rect.top };
  return { x: lane.rect.left + (lane.rect.width - collisionRect.width) / 2, y: lane.rect.top + 48 };
};
