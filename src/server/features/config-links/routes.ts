import type { FastifyInstance } from 'fastify';

/**
 * doc2 §1: the help-and-feedback configuration app opens at /font/onlineServiceClientConfig/#/helpAndFeedbackConfig?form=1
 * and the common tools configuration at /font/combCygj/commonToolWeb/#/config. Both are studio pages here, so their
 * addresses lead to the configuration area's routes, where ROUTE-03's guard sends a user without the menu entry to
 * /noPower. The fragment never reaches the server; the browser keeps it across the redirect, and the studio ignores it.
 */
const CONFIG_LINKS: Readonly<Record<string, string>> = {
  '/font/onlineServiceClientConfig': `/userFrameConfig/serviceHallConfig?view=${encodeURIComponent('/helpAndFeedback')}`,
  '/font/combCygj/commonToolWeb': '/userFrameConfig/preLoginConfig',
};

export async function registerConfigLinkRoutes(app: FastifyInstance): Promise<void> {
  for (const [from, to] of Object.entries(CONFIG_LINKS)) {
    for (const url of [from, `${from}/`]) {
      // Not cached: where a configuration page lives may move with the studio.
      app.get(url, async (_request, reply) => reply.header('cache-control', 'no-store').redirect(to, 302));
    }
  }
}
