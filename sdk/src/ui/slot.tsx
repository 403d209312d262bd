import { useContext, useMemo, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { AtriumContext, PluginScope, type SlotContribution, type SlotOptions } from './context.js';
import { Area } from './boundary.js';
import { InView } from './in-view.js';
import { switchedOn, type PropsOfSlot } from '../shared/manifest.js';
import type { SlotName, SlotProps } from './types.js';

const NONE: SlotContribution[] = [];

/**
 * The loaded contributions to a slot (none until their plugins have loaded). For tabbed screens; with
 * `switchable`, only those the company switched on (the client's settings in `GET /api/me`).
 */
export function useSlot(name: SlotName, options?: SlotOptions): SlotContribution[] {
  const host = useContext(AtriumContext);
  const items = host ? host.useSlot(name, options) : NONE;
  const settings = host?.me?.client?.settings;
  const switchable = !!options?.switchable;
  return useMemo(() => {
    if (!switchable) return items;
    const on = new Set(switchedOn(settings, name));
    return items.filter((item) => on.has(item.key));
  }, [items, settings, name, switchable]);
}

/** One contribution, inside its own error boundary and in its plugin's translation scope. */
export function SlotItem({ item, props, resetKey }: { item: SlotContribution; props?: SlotProps; resetKey?: unknown }) {
  const { Component } = item;
  return (
    <PluginScope.Provider value={item.plugin}>
      <Area area={item.plugin} resetKey={resetKey}>
        <Component {...props} />
      </Area>
    </PluginScope.Provider>
  );
}

interface SlotListProps<N extends SlotName> extends SlotOptions {
  name: N;
  /** What every filler receives: the props the slot's declaration gives (`PropsOfSlot`). */
  props?: PropsOfSlot<N>;
  wrap?: (children: ReactNode) => ReactNode;
}

function SlotList<N extends SlotName>({ name, props, wrap, defer, inView, switchable }: SlotListProps<N>) {
  const items = useSlot(name, { defer: defer || inView, switchable });
  if (!items.length) return null;
  const list = items.map((item) => <SlotItem key={item.key} item={item} props={props} />);
  return <>{wrap ? wrap(list) : <Stack gap="md">{list}</Stack>}</>;
}

/**
 * Renders every plugin's contribution to a named place of a core screen, each in its own boundary;
 * `defer` for a place beside or below the page's main content, `inView` for one a phone shows below it,
 * `switchable` for only the switched-on ones (`SlotOptions`).
 */
export function Slot<N extends SlotName>(p: SlotListProps<N>) {
  const list = <SlotList {...p} />;
  return <Area area={`slot ${p.name}`}>{p.inView ? <InView>{list}</InView> : list}</Area>;
}
