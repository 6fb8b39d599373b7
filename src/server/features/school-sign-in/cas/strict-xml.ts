/**
 * A small strict XML reader for the CAS server's answers (ADR 022). It reads elements, attributes, text and CDATA,
 * and refuses anything a CAS answer never needs and an attacker might: a DOCTYPE or entity declaration (so no
 * external entities and no entity expansion), entities other than the five predefined ones and character
 * references, processing instructions after the declaration, unbalanced tags, more than 64 KB or 32 levels.
 */

export interface XmlElement {
  /** The local name, without its prefix (`cas:user` reads `user`). */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), not its children's. */
  text: string;
}

export class XmlRefused extends Error {}

export const MAX_XML_BYTES = 64 * 1024;
const MAX_DEPTH = 32;

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?/;

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
}

function decodeEntities(raw: string): string {
  return raw.replace(/&(?:([^;&\s]{1,10});)?/g, (_match, entity: string | undefined) => {
    if (entity === undefined) throw new XmlRefused('a bare & is not allowed');
    if (entity in PREDEFINED) return PREDEFINED[entity] ?? '';
    const code = entity.startsWith('#x') ? Number.parseInt(entity.slice(2), 16)
      : entity.startsWith('#') ? Number.parseInt(entity.slice(1), 10) : Number.NaN;
    if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) throw new XmlRefused(`entity &${entity}; is not allowed`);
    return String.fromCodePoint(code);
  });
}

/** Parses one document into its root element; throws XmlRefused on anything outside the subset above. */
export function parseStrictXml(source: string): XmlElement {
  if (Buffer.byteLength(source, 'utf8') > MAX_XML_BYTES) throw new XmlRefused('answer too large');
  let pos = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;

  const skipSpace = () => {
    while (pos < source.length && /\s/.test(source[pos] ?? '')) pos += 1;
  };
  const declaration = /^\uFEFF?<\?xml\s[^?]*\?>/.exec(source);
  if (declaration) pos = declaration[0].length;

  while (pos < source.length) {
    const lt = source.indexOf('<', pos);
    const textEnd = lt === -1 ? source.length : lt;
    const rawText = source.slice(pos, textEnd);
    const current = stack[stack.length - 1];
    if (current) current.text += decodeEntities(rawText);
    else if (rawText.trim() !== '') throw new XmlRefused('text outside the root element');
    if (lt === -1) break;
    pos = lt;

    if (source.startsWith('<!--', pos)) {
      const end = source.indexOf('-->', pos + 4);
      if (end === -1) throw new XmlRefused('unterminated comment');
      pos = end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', pos)) {
      if (!current) throw new XmlRefused('CDATA outside the root element');
      const end = source.indexOf(']]>', pos + 9);
      if (end === -1) throw new XmlRefused('unterminated CDATA');
      current.text += source.slice(pos + 9, end);
      pos = end + 3;
      continue;
    }
    if (source.startsWith('<!', pos)) throw new XmlRefused('declarations (DOCTYPE, ENTITY) are not allowed');
    if (source.startsWith('<?', pos)) throw new XmlRefused('processing instructions are not allowed');

    if (source.startsWith('</', pos)) {
      pos += 2;
      const name = NAME.exec(source.slice(pos))?.[0];
      if (!name) throw new XmlRefused('bad closing tag');
      pos += name.length;
      skipSpace();
      if (source[pos] !== '>') throw new XmlRefused('bad closing tag');
      pos += 1;
      const open = stack.pop();
      if (!open || open.name !== localName(name)) throw new XmlRefused(`unbalanced </${name}>`);
      continue;
    }

    pos += 1;
    const name = NAME.exec(source.slice(pos))?.[0];
    if (!name) throw new XmlRefused('bad tag');
    pos += name.length;
    const element: XmlElement = { name: localName(name), attributes: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', pos) || source[pos] === '>') break;
      const attribute = NAME.exec(source.slice(pos))?.[0];
      if (!attribute) throw new XmlRefused(`bad attribute in <${name}>`);
      pos += attribute.length;
      skipSpace();
      if (source[pos] !== '=') throw new XmlRefused(`attribute ${attribute} has no value`);
      pos += 1;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") throw new XmlRefused(`attribute ${attribute} is not quoted`);
      const end = source.indexOf(quote, pos + 1);
      if (end === -1) throw new XmlRefused(`attribute ${attribute} is not closed`);
      const value = source.slice(pos + 1, end);
      if (value.includes('<')) throw new XmlRefused(`attribute ${attribute} holds <`);
      element.attributes[attribute] = decodeEntities(value);
      pos = end + 1;
    }
    const selfClosing = source.startsWith('/>', pos);
    pos += selfClosing ? 2 : 1;

    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else if (root) throw new XmlRefused('more than one root element');
    else root = element;
    if (!selfClosing) {
      stack.push(element);
      if (stack.length > MAX_DEPTH) throw new XmlRefused('nested too deeply');
    }
  }
  if (stack.length > 0) throw new XmlRefused(`<${stack[stack.length - 1]?.name ?? ''}> is not closed`);
  if (!root) throw new XmlRefused('no root element');
  return root;
}

/** The first child of that local name. */
export function childNamed(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((child) => child.name === name);
}
