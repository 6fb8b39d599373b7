import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createAuthenticator } from './auth/authenticator';
import { registerAuthRoutes } from './auth/routes';
import { registerSessionRoutes } from './session/routes';
import { registerShellRoutes } from './shell/routes';
import { registerCardRoutes } from './cards/routes';
import { registerFileRoutes } from './files/routes';
import { registerHomeRoutes } from './home/routes';
import { registerMessageRoutes } from './messages/routes';
import { registerRatingRoutes } from './ratings/routes';
import { registerPreLoginRoutes } from './prelogin/routes';
import { registerDirectoryRoutes } from './directory/routes';
import { registerSearchRoutes } from './search/routes';
import { registerGuideRoutes } from './guides/routes';

/** Every area's routes; each area owns its folder under features/. */
export async function registerFeatures(app: FastifyInstance, context: AppContext): Promise<void> {
  const authenticator = createAuthenticator(context);
  const feature = { ...context, authenticator };
  await registerAuthRoutes(app, feature);
  await registerSessionRoutes(app, feature);
  await registerShellRoutes(app, feature);
  await registerCardRoutes(app, feature);
  await registerHomeRoutes(app, feature);
  await registerMessageRoutes(app, feature);
  await registerFileRoutes(app, feature);
  await registerRatingRoutes(app, feature);
  await registerPreLoginRoutes(app, feature);
  await registerDirectoryRoutes(app, feature);
  await registerSearchRoutes(app, feature);
  await registerGuideRoutes(app, feature);
}
