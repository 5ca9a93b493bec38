import { loadOnce } from '../../ui/lazyComponent';

/**
 * The map's chunk (it carries the embedded world atlas), loaded once. The start page asks for it
 * while the visitor reads, so a finished test's report opens without waiting for it.
 */
export const loadWorldMap = loadOnce(() => import('./WorldMap'));
