import type { Locator } from 'playwright-core';

/**
 * Whether a person sees a control without scrolling: 'in sight' when it lies wholly inside the window and
 * what is painted at its centre and near its corners is the control itself (no fixed bar, footer or
 * overlay over it); otherwise what is wrong, so that a failed expectation says it.
 */
export function sight(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const { clientWidth: width, clientHeight: height } = document.documentElement;
    const box = `${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
    if (r.width === 0 || r.height === 0) return 'not shown';
    if (r.top < 0 || r.left < 0 || r.bottom > height || r.right > width) return `${box}: outside the ${width}×${height} window`;
    const inset = 3;
    const points: [number, number][] = [
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      // An ancestor on top is the control's own box where a child lets the pointer through.
      if (top && !el.contains(top) && !top.contains(el)) {
        const name = top.getAttribute('data-testid') ?? top.className.toString().split(' ')[0] ?? '';
        return `${box}: under <${top.tagName.toLowerCase()}${name ? ` ${name}` : ''}> at ${Math.round(x)},${Math.round(y)}`;
      }
    }
    return 'in sight';
  });
}
