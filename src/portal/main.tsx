import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLang, readLangPreference } from '../shared/i18n';
import { bladeClient, ospClient, portalEvents, sessionStore } from './app/api';
import { App } from './app/App';
import { createPortalServices } from './app/services';
import { createCookieTicketStore } from './app/ticket-cookie';
import { createTabChannel } from './app/tab-channel';
import { joinBrowserSession } from './app/tab-session';
import { watchPrepaint } from './app/prepaint';
import { browserLocation } from './routes/portal-location';
import './app/styles.css';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage: the language choice just isn't remembered.
    return null;
  }
}

const langStorage = safeLocalStorage();
const services = createPortalServices({
  blade: bladeClient,
  osp: ospClient,
  store: sessionStore,
  ticket: createCookieTicketStore(document, window.location.protocol === 'https:'),
  events: portalEvents,
  // Read only by the session watch, so it comes with the watch's chunk rather than the sign-in page's.
  loadSessionExpiration: () => import('./routes/deferred').then((m) => m.loadSessionExpiration(window.fetch.bind(window))),
  // The URL comes from our own index.html (sh-admin-entry), never from user input.
  loadAdmin: (url) => import(/* @vite-ignore */ url) as Promise<unknown>,
  readMeta: (name) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null,
  redirectTo: (url) => window.location.assign(url),
  langStorage,
  tabs: createTabChannel(window.BroadcastChannel),
});
// ADR 025: a new tab of a signed-in browser joins its session before any route is decided; not on the way out.
if (new URLSearchParams(window.location.search).get('logout') !== 'true') void joinBrowserSession(services);

const lang = readLangPreference(langStorage);
document.documentElement.lang = lang;
const location = browserLocation(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
watchPrepaint(window);
const root = createRoot(container);
// A transition renders in slices that yield to the browser, so the first render is no single long task.
const render = () => startTransition(() => {
  root.render(
    <StrictMode>
      <App services={services} lang={lang} location={location} />
    </StrictMode>,
  );
});
// English is not in the first load (shared/i18n): a reader who chose it waits for its dictionary, not for a Chinese
// first paint; should it not load, the page shows in Chinese.
if (lang === 'zh-CN') render();
else void loadLang(lang).catch(() => undefined).then(render);
