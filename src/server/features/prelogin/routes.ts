import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { createPublishedCache } from '../../drafts/published-cache';
import { provideLandingPrepaint } from '../../http/landing-prepaint';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/prelogin';
import { loadPreLoginConfig } from './services/config';
import {
  landingFooter, listCarousel, listPublicMessages, listThirdParties, listTools, loadDeptTree, loadSchoolInfo, withSchoolContact,
} from './services/landing-content';
import { loadStatistics, STATISTIC_LABELS } from './services/statistics';
import {
  mostUsedServices, visitorGroupPage, visitorGroups, visitorGroupsWithServices, visitorServiceOverview, visitorServicePage,
} from './services/visitor-services';
import { tenantOfRequest } from '../../http/tenant';
import { getFooterInfo } from '../shell';

/** Read-mostly landing content: a publish shows at once; what moves without one (figures) within this time. */
const LANDING_CACHE_TTL_MS = 30_000;

/**
 * The pre-login landing page's calls (doc1 §7, doc2 §7): all public, none wrapped, each answer for a visitor
 * (services for everyone, public messages), whoever calls. Read-mostly answers are cached per tenant.
 */
export async function registerPreLoginRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  // The studio publishes the pre-login page and the school's guise (ADR 009): a publish empties these at once.
  const versions = app.publishedVersions;
  // The school's contact facts are the footer's (homeFooter, ADR 032): its publish empties these too.
  const cache = <T>(load: (tenantId: string) => Promise<T>) =>
    createPublishedCache({ versions, areas: ['preLogin', 'theme', 'homeFooter'], ttlMs: LANDING_CACHE_TTL_MS, now, load });
  const configs = cache((t) => loadPreLoginConfig(db, t));
  const schoolFooters = cache((t) => getFooterInfo(db, t));
  const schools = cache(async (t) => withSchoolContact(await loadSchoolInfo(db, t), await schoolFooters.get(t)));
  const footers = cache(async (t) => landingFooter((await configs.get(t)).footer.links, await schoolFooters.get(t)));
  const statistics = cache((t) => loadStatistics(db, t, new Date(now())));
  const thirdParties = cache((t) => listThirdParties(db, t));
  const carousels = cache((t) => listCarousel(db, t));
  const deptTrees = cache((t) => loadDeptTree(db, t));
  const tools = cache((t) => listTools(db, t));
  const overviews = cache((t) => visitorServiceOverview(db, t));
  const allGroups = cache(async (t) => {
    const config = await configs.get(t);
    return visitorGroupsWithServices(db, t, config.serviceColumn.groupBy, config.serviceColumn.perGroup);
  });
  const through = cache(async (t) => mostUsedServices(db, t, (await configs.get(t)).throughServiceSize));

  const pub = <C extends Parameters<typeof registerCall>[2]>(call: C, handler: Parameters<typeof registerCall<C, 'public'>>[4]) =>
    registerCall(app, authenticator, call, { access: 'public' }, handler);
  const guise = async (tenantId: string) => {
    const [school, config] = await Promise.all([schools.get(tenantId), configs.get(tenantId)]);
    return { schoolName: school.schoolName, logo: school.logo, landingColor: config.landingColor };
  };

  // The landing page's first frame, painted by the server into `/` from the same caches as the calls below.
  provideLandingPrepaint(app, async (request) => {
    const tenantId = tenantOfRequest(request);
    const [school, config] = await Promise.all([schools.get(tenantId), configs.get(tenantId)]);
    const first = config.columns.filter((c) => c.visible).sort((a, b) => a.sort - b.sort)[0];
    const slides = first?.key === 'carousel' && config.carousel.enabled ? await carousels.get(tenantId) : [];
    const slide = slides[0];
    return {
      schoolName: school.schoolName,
      pageTitle: config.pageTitle,
      logo: school.logo,
      landingColor: config.landingColor,
      slide: slide ? { imgUrl: slide.imgUrl, title: slide.title } : null,
    };
  });

  // --- /api/blade-platform/nobody/prepareLogin/* -------------------------------------------------------------
  pub(calls.getStatisticData, (_i, { request, user }) => statistics.get(tenantOfRequest(request, user)));
  pub(calls.queryThirdParty, (_i, { request, user }) => thirdParties.get(tenantOfRequest(request, user)));
  pub(calls.queryServiceByType, async (input, { request, user }) => {
    const tenantId = tenantOfRequest(request, user);
    const { groupBy } = (await configs.get(tenantId)).serviceColumn;
    return visitorGroupPage(db, tenantId, groupBy, input.groupId, input.current, input.size);
  });
  pub(calls.queryAllServiceByType, (_i, { request, user }) => allGroups.get(tenantOfRequest(request, user)));
  pub(calls.bottomConfigDetail, (_i, { request, user }) => footers.get(tenantOfRequest(request, user)));
  pub(calls.configDetail, (_i, { request, user }) => configs.get(tenantOfRequest(request, user)));

  // --- /api/blade-workbench/nobody/preLogin/* ----------------------------------------------------------------
  pub(calls.getPreLoginIndex, async (_i, { request, user }) => {
    const tenantId = tenantOfRequest(request, user);
    const [school, config, footer] = await Promise.all([guise(tenantId), configs.get(tenantId), footers.get(tenantId)]);
    return { school, config, footer };
  });
  pub(calls.getPreLoginPage, (input, { request, user }) => visitorServicePage(db, tenantOfRequest(request, user), input));
  pub(calls.dataOverview, async (_i, { request, user }) => {
    const tenantId = tenantOfRequest(request, user);
    const [config, figures] = await Promise.all([configs.get(tenantId), statistics.get(tenantId)]);
    return config.statistics.map((key) => ({ key, label: STATISTIC_LABELS[key], value: figures[key] }));
  });
  pub(calls.throughServiceList, (_i, { request, user }) => through.get(tenantOfRequest(request, user)));
  pub(calls.serviceScenes, (_i, { request, user }) => visitorGroups(db, tenantOfRequest(request, user), 'scene'));
  pub(calls.serviceDepts, (_i, { request, user }) => visitorGroups(db, tenantOfRequest(request, user), 'dept'));
  pub(calls.preLoginColumn, async (_i, { request, user }) =>
    (await configs.get(tenantOfRequest(request, user))).columns.filter((c) => c.visible).sort((a, b) => a.sort - b.sort));
  pub(calls.messageColumn, (input, { request, user }) => listPublicMessages(db, tenantOfRequest(request, user), input.current, input.size));
  pub(calls.commonTool, (_i, { request, user }) => tools.get(tenantOfRequest(request, user)));
  pub(calls.navigationDetail, async (_i, { request, user }) => (await configs.get(tenantOfRequest(request, user))).navigation);
  pub(calls.getFooterInfo, (_i, { request, user }) => footers.get(tenantOfRequest(request, user)));
  pub(calls.getJumpServer, async (_i, { request, user }) => (await configs.get(tenantOfRequest(request, user))).jump);
  pub(calls.serviceOverview, (_i, { request, user }) => overviews.get(tenantOfRequest(request, user)));
  pub(calls.configJson, async (_i, { request, user }) => {
    const { landingColor, pageTitle, carousel } = await configs.get(tenantOfRequest(request, user));
    return { landingColor, pageTitle, carousel };
  });
  pub(calls.schoolInfo, (_i, { request, user }) => schools.get(tenantOfRequest(request, user)));
  pub(calls.deptTree, (_i, { request, user }) => deptTrees.get(tenantOfRequest(request, user)));

  // --- other bases --------------------------------------------------------------------------------------------
  pub(calls.carouselImgList, async (_i, { request, user }) => {
    const tenantId = tenantOfRequest(request, user);
    return (await configs.get(tenantId)).carousel.enabled ? carousels.get(tenantId) : [];
  });
  pub(calls.navigationBarList, async (_i, { request, user }) => (await configs.get(tenantOfRequest(request, user))).navigation);
  pub(calls.toolsList, (_i, { request, user }) => tools.get(tenantOfRequest(request, user)));
  pub(calls.guiseLogoDetail, (_i, { request, user }) => guise(tenantOfRequest(request, user)));
}
