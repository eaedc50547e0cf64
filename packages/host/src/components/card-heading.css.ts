import { layout } from '@puente/ui/styles';
import { styleVariants } from '@vanilla-extract/css';

export const logo = styleVariants({
  item: { width: '3.5rem', height: '3.5rem', flexShrink: 0 },
  card: { width: '3rem', height: '3rem', flexShrink: 0 },
});

export const titles = styleVariants({
  item: [layout.titles, { flex: 1 }],
  card: [layout.titles],
});

const wrapping = { lineHeight: 1.3, overflowWrap: 'anywhere' } as const;

export const title = styleVariants({
  item: [layout.itemTitle, wrapping],
  card: [layout.cardTitle, wrapping],
});
