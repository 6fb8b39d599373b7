import { useState } from 'react';
import { isAllowedImageUrl } from '../../../../shared/rules/file-url';

/**
 * An image of card content. Only https or our own file URLs are loaded (file-url.ts); an image that is refused
 * or fails to load shows its alt text in its place, so the reader still learns what was there.
 */
export function CardImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const [failedSrc, setFailedSrc] = useState(src);
  // A new src gets a new chance to load.
  if (failedSrc !== src) {
    setFailedSrc(src);
    setFailed(false);
  }
  if (failed || !isAllowedImageUrl(src)) {
    return <span className={`sh-card-img-fallback ${className ?? ''}`}>{alt}</span>;
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
