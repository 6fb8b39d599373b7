import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withLandingPrepaint } from './landing-prepaint';
import { loadRoutePreloads, withRoutePreloads } from './route-preloads';
import { AppError } from './app-error';

/** The portal's routes (doc1 §2): each answers the portal's index.html so the history API can take over. */
const PORTAL_PATHS = [
  '/', '/login', '/allServices', '/generalDetailsTow', '/deleteNoPag', '/home', '/noPower', '/homePage',
  '/applicationServiceCenter', '/processServiceCenter', '/serviceHall', '/threelists', '/effectivenessSupervision',
  '/PersonalCenter', '/userFrameConfig', '/cardBusinessConfig', '/deptResponsibilityListConfig',
  '/managementGuideConfig', '/iframPage', '/navIfram', '/messageIfrm', '/serviceIframPage',
];

function isPortalRoute(urlPath: string): boolean {
  const clean = urlPath.replace(/\/+$/, '') || '/';
  return PORTAL_PATHS.some((p) => clean === p || (p !== '/' && clean.startsWith(`${p}/`)));
}

/**
 * Serves the built bundles: hashed assets cached for a year, index.html never cached, and a JSON 404 for unknown
 * `/api` paths. Without a build (API-only tests) only the JSON answers exist.
 */
export async function installPortalPages(app: FastifyInstance, distDir: string): Promise<void> {
  const root = distDir === '' ? null : path.resolve(distDir);
  const indexFile = root === null ? null : path.join(root, 'index.html');
  const indexHtml = indexFile !== null && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const preloads = root !== null && indexHtml !== null ? loadRoutePreloads(root, indexHtml) : null;
  if (preloads && preloads.missing.length > 0) app.log.warn({ missing: preloads.missing }, 'route preloads name modules the build does not have');

  if (root !== null && indexHtml !== null) {
    // Only the hashed build output is served as files; every page path falls through to index.html below.
    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/assets/',
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // The same URL answers brotli, gzip or plain bytes: shared caches (a CDN, nginx) must key on the encoding.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !urlPath.startsWith('/api/');
    if (indexHtml !== null && wantsPage) {
      const html = urlPath === '/'
        ? await withLandingPrepaint(app, request, indexHtml)
        : withRoutePreloads(indexHtml, preloads?.linksFor(urlPath) ?? '');
      // Unknown page paths still get the portal, which shows its own not-found page, but with the honest status.
      return reply
        .code(isPortalRoute(urlPath) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    const notFound = new AppError('NOT_FOUND', { msg: `请求的接口不存在：${request.method} ${urlPath}` });
    return reply.code(404).send(notFound.toEnvelope());
  });
}
