/**
 * Whether the visitor has scrolled, tapped or used a key since the page's script started. A page
 * opened at #anchor is placed there by the browser while it loads; content that settles before
 * hydration can move the anchor away, and only a visitor who has not moved wants it put back.
 */
let moved = false;

export function watchVisitorMoves(): void {
  const mark = () => {
    moved = true;
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    addEventListener(type, mark, { once: true, passive: true, capture: true });
  }
}

export const visitorMoved = (): boolean => moved;
