import type { IdpFetch } from '../idp-fetch';
import { readText } from '../idp-fetch';
import { SignInRefused } from '../sign-in-error';
import { readServiceResponse, type CasValidation } from './service-response';
import { MAX_XML_BYTES, XmlRefused } from './strict-xml';

/** A CAS service ticket as CAS 3.0 shapes it (`ST-…`); anything else never reaches the server. */
const TICKET = /^ST-[\w.-]{1,250}$/;

export function isServiceTicket(ticket: string): boolean {
  return TICKET.test(ticket);
}

/** The validation address: `${prefix}/p3/serviceValidate` with the exact service URL and the ticket. */
function serviceValidateUrl(serverUrl: string, service: string, ticket: string): string {
  const url = new URL(`${serverUrl.replace(/\/+$/, '')}/p3/serviceValidate`);
  url.searchParams.set('service', service);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

/** Asks the CAS server about a ticket (CAS 3.0 /p3/serviceValidate) and reads its answer strictly. */
export async function validateServiceTicket(fetchIdp: IdpFetch, serverUrl: string, service: string, ticket: string): Promise<CasValidation> {
  const response = await fetchIdp(serviceValidateUrl(serverUrl, service, ticket), { headers: { Accept: 'application/xml, text/xml' } });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new SignInRefused('idp_answer_invalid', `serviceValidate answered HTTP ${response.status}`);
  }
  const text = await readText(response, MAX_XML_BYTES);
  try {
    return readServiceResponse(text);
  } catch (error) {
    const why = error instanceof XmlRefused ? `refused XML: ${error.message}` : (error as Error).message;
    throw new SignInRefused('idp_answer_invalid', why);
  }
}
