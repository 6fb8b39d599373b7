import DOMPurify from 'dompurify';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import { isAllowedContentLink } from './open-target';

/** Elements a message never needs, each a way to run code, submit data or load from anywhere. */
const FORBID_TAGS = [
  'style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed',
  'link', 'meta', 'base', 'svg', 'math', 'video', 'audio', 'source', 'track', 'picture', 'template', 'dialog',
];
/** Attributes that load from a URL (srcset, background, poster…) or act on a form. */
const FORBID_ATTR = ['srcset', 'background', 'poster', 'action', 'formaction', 'ping', 'xlink:href', 'usemap'];
/** CSS that loads something or runs script (old IE): url(), image-set(), expression(), @import, behaviour, -moz-binding. */
const UNSAFE_STYLE = /url\s*\(|image-set\s*\(|expression\s*\(|@import|behavio(u)?r\s*:|-moz-binding|javascript:/i;

/**
 * Rich message content made safe to render (the issue: "any HTML in content is sanitised"): DOMPurify removes
 * scripts and event handlers; then a style with url() is dropped, images other than https or our own files are
 * removed (file-url.ts), links keep only http(s), mailto or portal addresses and open in a new tab with
 * rel="noopener noreferrer". Done on DOMPurify's fragment rather than with its global hooks, so no other user of
 * DOMPurify inherits our rules.
 */
export function sanitiseMessageHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    // ids and names prefixed, so content cannot clobber the page's own elements.
    SANITIZE_NAMED_PROPS: true,
  });
  for (const el of Array.from(fragment.querySelectorAll('[style]'))) {
    if (UNSAFE_STYLE.test(el.getAttribute('style') ?? '')) el.removeAttribute('style');
  }
  for (const img of Array.from(fragment.querySelectorAll('img'))) {
    if (!isAllowedImageUrl(img.getAttribute('src') ?? '')) img.remove();
  }
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    const href = link.getAttribute('href');
    if (href === null || !isAllowedContentLink(href)) {
      link.removeAttribute('href');
      link.removeAttribute('target');
      continue;
    }
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const box = fragment.ownerDocument.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
