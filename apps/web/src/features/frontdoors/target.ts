import { nearestFrontDoors, type FrontDoor, type FrontDoorCatalogue, type GeoPoint } from '@netlens/core';

/** The instance that served this page, when it is a mail front door (the visitor's network reached it). */
export function servingMailFrontDoor(catalogue: FrontDoorCatalogue): FrontDoor | null {
  return catalogue.frontDoors.find((f) => f.workload === 'mail' && f.id === catalogue.self) ?? null;
}

/**
 * The mail front door the browser probes: the one that served this page, else the mail front
 * door nearest the location. Null when the catalogue has no mail front door.
 */
export function mailProbeTarget(catalogue: FrontDoorCatalogue, location: GeoPoint): FrontDoor | null {
  return (
    servingMailFrontDoor(catalogue) ?? nearestFrontDoors(location, catalogue.frontDoors, 'mail', 1)[0] ?? null
  );
}

/**
 * The probe base URL to use for a target: the page's own base when the target is the instance
 * that served the page (same origin, whatever host name the visitor used), else its probeUrl.
 */
export function probeBaseFor(target: FrontDoor, catalogue: FrontDoorCatalogue, pageBase: string): FrontDoor {
  return target.id === catalogue.self ? { ...target, probeUrl: pageBase } : target;
}
