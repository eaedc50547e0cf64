import { Tabs as ArkTabs } from '@ark-ui/react';
import { useDeferredIntent } from './deferred';
import { type TabParts, TabPartsContext, type TabsRootProps } from './tabs';

const arkParts: TabParts = {
  List: ArkTabs.List,
  Trigger: ArkTabs.Trigger,
  Content: ArkTabs.Content,
};

/** Tabs with their behaviour: Ark's tabs (arrow keys, Home/End, the panels' ARIA). */
export function TabsBehaviour({ defaultValue, ...props }: TabsRootProps) {
  const intent = useDeferredIntent();
  return (
    <TabPartsContext.Provider value={arkParts}>
      <ArkTabs.Root defaultValue={intent.value ?? defaultValue} {...props} />
    </TabPartsContext.Provider>
  );
}
