import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { AtriumContext } from './context.js';

/**
 * How near the viewport a place must come to be filled: half a screen ahead, so a slow phone has the
 * contributions' code before the user scrolls to them.
 */
const AHEAD = '50% 0px';

/** Waiting for the place to come near; loading it, hidden; shown. */
type Stage = 'waiting' | 'loading' | 'shown';

/**
 * Renders `children` once the page is quiet and this place has come near the viewport, and shows them
 * once they have their code and first data (SlotOptions.inView; the host's `whenLoaded`: a call of the
 * page that keeps fetching holds them back a couple of seconds at most, not until the page is quiet). The
 * place is looked at only when the page is quiet: while its main content loads, a place below it is
 * briefly on screen. The children are laid out hidden meanwhile, so the column's widgets appear together
 * rather than pushing each other down one by one (a desktop wall's layout shift was 0.06 from them; a
 * hidden element's shift is not counted).
 */
export function InView({ children }: { children: ReactNode }) {
  const host = useContext(AtriumContext);
  const place = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>('waiting');
  useEffect(() => {
    if (stage === 'shown' || !host) return;
    let observer: IntersectionObserver | undefined;
    let gone = false;
    if (stage === 'loading') {
      void host.whenLoaded().then(() => !gone && setStage('shown'));
    } else {
      void host.whenQuiet().then(() => {
        if (gone) return;
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting)) setStage('loading');
          },
          { rootMargin: AHEAD },
        );
        observer.observe(place.current!);
      });
    }
    return () => {
      gone = true;
      observer?.disconnect();
    };
  }, [stage, host]);
  // The stage is on the element for `placesPending`.
  if (stage === 'waiting') return <div ref={place} data-in-view={stage} />;
  return (
    <div data-in-view={stage} style={stage === 'loading' ? { visibility: 'hidden' } : undefined}>
      {children}
    </div>
  );
}

/**
 * Whether a place on the screen (or above it) has yet to show its contributions: a copy of the page taken
 * now (the shell's kept page) would show it empty. A place below the screen, not yet scrolled to, is not.
 */
export function placesPending(root: ParentNode): boolean {
  return [...root.querySelectorAll('[data-in-view]:not([data-in-view="shown"])')].some(
    (el) => el.getBoundingClientRect().top < innerHeight,
  );
}
