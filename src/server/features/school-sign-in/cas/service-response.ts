import { childNamed, parseStrictXml, type XmlElement } from './strict-xml';
import type { ProviderAttributes } from '../mapping';

/** What a CAS 3.0 /p3/serviceValidate answer says (ADR 022). */
export type CasValidation =
  | { kind: 'success'; user: string; attributes: ProviderAttributes }
  | { kind: 'failure'; code: string; message: string };

function attributesOf(element: XmlElement | undefined): ProviderAttributes {
  const attributes: ProviderAttributes = {};
  for (const child of element?.children ?? []) {
    // A multi-valued attribute repeats its element.
    (attributes[child.name] ??= []).push(child.text.trim());
  }
  return attributes;
}

/**
 * Reads the serviceResponse; throws XmlRefused (strict-xml.ts) when the text is not the XML subset, and Error when
 * it is XML but no CAS answer.
 */
export function readServiceResponse(xml: string): CasValidation {
  const root = parseStrictXml(xml);
  if (root.name !== 'serviceResponse') throw new Error(`not a CAS serviceResponse: <${root.name}>`);
  const success = childNamed(root, 'authenticationSuccess');
  if (success) {
    const user = childNamed(success, 'user')?.text.trim() ?? '';
    if (user === '') throw new Error('CAS success without a user');
    return { kind: 'success', user, attributes: attributesOf(childNamed(success, 'attributes')) };
  }
  const failure = childNamed(root, 'authenticationFailure');
  if (failure) return { kind: 'failure', code: failure.attributes.code ?? '', message: failure.text.trim() };
  throw new Error('CAS answer is neither a success nor a failure');
}

/**
 * The service ticket a CAS back-channel logoutRequest names (`<samlp:SessionIndex>ST-…`); null when the text is not
 * a LogoutRequest or names none.
 */
export function readLogoutRequest(xml: string): string | null {
  let root: XmlElement;
  try {
    root = parseStrictXml(xml);
  } catch {
    return null;
  }
  if (root.name !== 'LogoutRequest') return null;
  const index = childNamed(root, 'SessionIndex')?.text.trim() ?? '';
  return index === '' ? null : index;
}
