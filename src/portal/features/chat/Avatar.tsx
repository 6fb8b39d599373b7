import { useState } from 'react';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';

/** A friend's picture, or the first character of the name when there is none (or it fails to load). */
export function Avatar({ name, src, size = 40 }: { name: string; src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (src !== '' && !failed && isAllowedImageUrl(src)) {
    return <img className="ch-avatar" src={src} alt="" style={style} onError={() => setFailed(true)} />;
  }
  return <span className="ch-avatar ch-avatar--initial" style={style} aria-hidden="true">{name.trim().slice(0, 1) || '?'}</span>;
}
