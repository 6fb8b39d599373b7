import { useState } from 'react';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';

/**
 * An entry's icon: the image when its address is https or one of our own files, else a tile with the name's
 * first character. Icon file names of the fixed icon set have no asset behind them in the portal yet, so they
 * get the tile too, rather than a request that would 404. Decorative: the entry's name is always beside it.
 */
export function ItemIcon({ icon, name }: { icon: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!failed && isAllowedImageUrl(icon)) {
    return <img className="hp-icon" src={icon} alt="" loading="lazy" onError={() => setFailed(true)} />;
  }
  return <span className="hp-icon hp-icon--letter" aria-hidden="true">{Array.from(name.trim())[0] ?? '·'}</span>;
}
