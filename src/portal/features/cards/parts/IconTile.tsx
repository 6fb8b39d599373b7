import { isAllowedImageUrl } from '../../../../shared/rules/file-url';
import { CardImage } from './CardImage';

/**
 * White text reaches at least 4.5:1 on each of these, so the letter reads whatever colour a name hashes to.
 * (Icons arrive as file names of the seed's icon set, which the portal does not ship; an https or own-file
 * URL is shown as the image it is.)
 */
const TILE_COLOURS = ['#1765c0', '#0f6e61', '#b24707', '#6b3fb8', '#b42318', '#2e6b3d', '#7a5400', '#3451b2'];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length] ?? TILE_COLOURS[0]!;
}

/** A service's or tool's icon: its image when it is an allowed URL, else a coloured tile with the name's first character. */
export function IconTile({ icon, name, size = 'md' }: { icon: string; name: string; size?: 'md' | 'lg' }) {
  const className = `sh-card-icon sh-card-icon--${size}`;
  if (isAllowedImageUrl(icon)) {
    // Decorative: the name is written beside it.
    return <span className={className} aria-hidden="true"><CardImage src={icon} alt="" className="sh-card-icon__img" /></span>;
  }
  const initial = Array.from(name.trim())[0] ?? '?';
  return (
    <span className={className} aria-hidden="true" style={{ backgroundColor: colourOf(name) }}>
      {initial}
    </span>
  );
}
