import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';

/** What a deferred part is given: the element that opens it, and whether the user already asked. */
export interface DeferredProps {
  target: ReactElement;
  defaultOpened: boolean;
}

/** A deferred part's module: `() => import('./PostMenu.js')`, declared once at module scope. */
export type DeferredLoader<P> = () => Promise<{ default: ComponentType<P & DeferredProps> }>;

const loaded = new Map<DeferredLoader<never>, ComponentType<never>>();
const loading = new Map<DeferredLoader<never>, Promise<void>>();

function fetchOnce<P>(load: DeferredLoader<P>): Promise<void> {
  const key = load as DeferredLoader<never>;
  let p = loading.get(key);
  if (!p) {
    p = load().then((m) => void loaded.set(key, m.default as ComponentType<never>));
    // A failed load (the network went away) may be tried again by the next use.
    p.catch(() => loading.delete(key));
    loading.set(key, p);
  }
  return p;
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
  const [Loaded, setLoaded] = useState(() => loaded.get(load as DeferredLoader<never>) as ComponentType<P & DeferredProps> | undefined);
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  const held = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  const show = () => setLoaded(() => loaded.get(load as DeferredLoader<never>) as ComponentType<P & DeferredProps>);
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
      setTimeout(() => loaded.has(load as DeferredLoader<never>) && show());
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
