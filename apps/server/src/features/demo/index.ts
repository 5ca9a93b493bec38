/** Demo data, labelled as such: `npm run admin -- demo-providers` and `--remove`. */
export { createDemo, removeDemo, DemoSolutions, type DemoResult } from './service.js';
export { planTraffic, MIN_DAYS } from './plan.js';
