/** Name of the cookie that keeps the SSO ticket (login's `tgt`), sent as casTicket. */
export const TICKET_COOKIE = 'serviceHall_tgt';

export interface TicketStore {
  get(): string | null;
  set(tgt: string): void;
  clear(): void;
}

/** The ticket kept in a cookie (path=/, SameSite=Strict; Secure on https so it never travels in clear). */
export function createCookieTicketStore(doc: { cookie: string }, secure: boolean): TicketStore {
  const attrs = `path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    get() {
      for (const part of doc.cookie.split(';')) {
        const [name, ...rest] = part.trim().split('=');
        if (name !== TICKET_COOKIE) continue;
        const raw = rest.join('=');
        if (raw === '') return null;
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw;
        }
      }
      return null;
    },
    set(tgt) {
      doc.cookie = `${TICKET_COOKIE}=${encodeURIComponent(tgt)}; ${attrs}`;
    },
    clear() {
      doc.cookie = `${TICKET_COOKIE}=; max-age=0; ${attrs}`;
    },
  };
}
