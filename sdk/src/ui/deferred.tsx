import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';

/** What a deferred part is given: the element that opens it, and whether the user already asked. */
export interface DeferredProps {
  target: ReactElement;
  defaultOpened: boolean;
}

/** A part's module: `() => import('./Comments.js')`, declared once at module scope. */
export type PartLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A deferred menu's, picker's or dialog's module: `() => import('./PostMenu.js')`. */
export type DeferredLoader<P> = PartLoader<P & DeferredProps>;

const loaded = new Map<PartLoader<never>, ComponentType<never>>();
const loading = new Map<PartLoader<never>, Promise<void>>();

function fetchOnce<P>(load: PartLoader<P>): Promise<void> {
  const key = load as PartLoader<never>;
  let p = loading.get(key);
  if (!p) {
    p = load().then((m) => void loaded.set(key, m.default as ComponentType<never>));
    // A failed load (the network went away) may be tried again by the next use.
    p.catch(() => loading.delete(key));
    loading.set(key, p);
  }
  return p;
}

/** Starts loading a part, once: when the user points at or focuses what opens it. */
export function preloadPart<P>(load: PartLoader<P>): void {
  fetchOnce(load).catch(() => undefined);
}

/**
 * A part of a page that is not part of its first paint (the wall's comments, its post editor): its
 * component once loaded, undefined before (the caller shows a loader, or a face of the part). `wanted`
 * starts the load. The part arrives as a state update, not a suspension, which React would reveal only
 * 300 ms after its fallback; a failed load is thrown to the nearest error boundary, whose retry asks again.
 */
export function usePart<P>(load: PartLoader<P>, wanted = true): ComponentType<P> | undefined {
  const key = load as PartLoader<never>;
  const [, arrived] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || loaded.has(key)) return;
    let live = true;
    fetchOnce(load).then(
      () => live && arrived((n) => n + 1),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => void (live = false);
  }, [load, key, wanted]);
  if (failure) throw failure;
  return wanted ? (loaded.get(key) as ComponentType<P> | undefined) : undefined;
}

/**
 * A menu, picker or dialog whose code is not part of the first paint (docs/benchmarks.md, "First-paint
 * kits"): `target` (the button that opens it) shows at once, and the module `load` gives loads as soon
 * as the user points at, focuses or touches the target — not before, so a page and its sign-in cost
 * none of it. A press before it has loaded opens it when it has (`defaultOpened`), and the focus moves
 * to the loaded target. The loaded component renders `target` inside its own Menu.Target or
 * Popover.Target. Once one has loaded, every other use of the same `load` renders at once.
 *
 * The loaded target is a new button: shown while a mouse button is down on the old one, it would take
 * the release, and the click would go to neither (a lost press, seen in CI). So a module that arrives
 * during a press is shown only after the press's click.
 */
export function Deferred<P extends object>({ load, target, ...props }: { load: DeferredLoader<P>; target: ReactElement } & P) {
  const [Loaded, setLoaded] = useState(() => loaded.get(load as PartLoader<never>) as ComponentType<P & DeferredProps> | undefined);
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  const held = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  const show = () => setLoaded(() => loaded.get(load as PartLoader<never>) as ComponentType<P & DeferredProps>);
  const start = () =>
    void fetchOnce(load).then(
      () => !held.current && show(),
      () => undefined,
    );
  const hold = () => {
    held.current = true;
    start();
    // The release may come anywhere on the page; the click follows it in the same task.
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      held.current = false;
      setTimeout(() => loaded.has(load as PartLoader<never>) && show());
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };
  useEffect(() => {
    if (Loaded && focused.current) box.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
  }, [Loaded]);
  if (Loaded)
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Loaded {...(props as P)} target={target} defaultOpened={pressed} />
      </span>
    );
  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerEnter={start}
      onPointerDown={hold}
      onTouchStart={start}
      onFocus={() => {
        focused.current = true;
        start();
      }}
      onBlur={() => (focused.current = false)}
      onClickCapture={(e) => {
        e.preventDefault();
        e.stopPropagation();
        setPressed(true);
        start();
      }}
    >
      {target}
    </span>
  );
}
