import { useState } from 'react';

/** The time the card was rendered first: the 'NEW' badges (CARD-09) of one card agree with each other. */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
