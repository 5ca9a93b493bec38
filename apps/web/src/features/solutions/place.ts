/** A place as the performance calls take it: empty parts left out. */
export interface Place {
  country: string;
  state: string;
  city: string;
}

export const placeQuery = (p: Place) => ({
  ...(p.country ? { country: p.country } : {}),
  ...(p.state ? { state: p.state } : {}),
  ...(p.city ? { city: p.city } : {}),
});
