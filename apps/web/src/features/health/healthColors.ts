import { tokens } from '@fluentui/react-components';
import type { MetroHealth } from '@netlens/core';

/** One colour per standing, shared by the map, its legend and the table. */
export const healthColors: Record<MetroHealth, string> = {
  unhealthy: tokens.colorPaletteRedBackground3,
  meets: tokens.colorPaletteGreenBackground3,
  tooFewSamples: tokens.colorNeutralForeground4,
};
