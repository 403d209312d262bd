import { useContext, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { AtriumContext, PluginScope, type SlotContribution } from './context.js';
import { Area } from './boundary.js';
import type { SlotName, SlotProps } from './types.js';

/** The loaded contributions to a slot (suspends while their plugins load). For tabbed screens. */
export function useSlot(name: SlotName): SlotContribution[] {
  const host = useContext(AtriumContext);
  return host ? host.useSlot(name) : [];
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

function SlotList({ name, props, wrap }: { name: SlotName; props?: SlotProps; wrap?: (children: ReactNode) => ReactNode }) {
  const items = useSlot(name);
  if (!items.length) return null;
  const list = items.map((item) => <SlotItem key={item.key} item={item} props={props} />);
  return <>{wrap ? wrap(list) : <Stack gap="md">{list}</Stack>}</>;
}

/** Renders every plugin's contribution to a named place of a core screen, each in its own boundary. */
export function Slot(p: { name: SlotName; props?: SlotProps; wrap?: (children: ReactNode) => ReactNode }) {
  return (
    <Area area={`slot ${p.name}`}>
      <SlotList {...p} />
    </Area>
  );
}
