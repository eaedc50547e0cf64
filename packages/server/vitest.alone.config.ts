import { defineProject } from 'vitest/config';
import { ALONE, serverTest } from './vitest.config';

export default defineProject({
  test: {
    name: 'server:alone',
    ...serverTest,
    include: ALONE,
    sequence: { groupOrder: 1 },
  },
});
