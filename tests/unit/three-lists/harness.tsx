import { act, render } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { ApiError, type ApiClient, type CallOptions } from '../../../src/shared/api/client-types';
import type { CallDef, CallRequest, CallResult } from '../../../src/shared/api/catalogue/define-call';
import { createI18n } from '../../../src/shared/i18n';
import { createMemoryStorage, createSessionStore } from '../../../src/shared/state/session-store';
import { PortalProviders } from '../../../src/portal/app/App';
import { createPortalEvents } from '../../../src/portal/app/portal-events';
import { createPortalServices } from '../../../src/portal/app/services';
import { ThreeListsPage } from '../../../src/portal/features/three-lists';
import { PortalRouter } from '../../../src/portal/routes/PortalRouter';
import { withNavigationKey } from '../../../src/portal/routes/portal-location';
import { handlers as defaultHandlers, type Handler } from './fixtures';

export interface RecordedCall { name: string; input: unknown; options: CallOptions | undefined }

/** A client answered by handlers named after the catalogue entry (the portal harness would load every route). */
function fakeClient(kind: 'blade' | 'osp', handlers: Record<string, Handler>): ApiClient & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    kind,
    calls,
    async call<C extends CallDef>(def: C, input: CallRequest<C>, options?: CallOptions): Promise<CallResult<C>> {
      calls.push({ name: def.name, input, options });
      const handler = handlers[def.name];
      if (!handler) throw new ApiError(8008, `no fake for ${def.name}`);
      return (await handler(input)) as CallResult<C>;
    },
  };
}

const ticket = { get: () => null, set: () => undefined, clear: () => undefined };

/** The page on /threelists as the lead wires it, on a memory location, with fake clients. */
export function renderThreeLists(path = '/threelists', overrides: Record<string, Handler> = {}) {
  const store = createSessionStore({ storage: createMemoryStorage() });
  const blade = fakeClient('blade', defaultHandlers(overrides));
  const osp = fakeClient('osp', {});
  const services = createPortalServices({
    blade, osp, store, ticket, events: createPortalEvents(),
    loadSessionExpiration: async () => ({ expireTime: 1800, outLogTip: '登录已过期', autoRefresh: true }),
    loadAdmin: async () => { throw new Error('no admin here'); },
    readMeta: () => null,
    redirectTo: vi.fn<(url: string) => void>(),
    langStorage: createMemoryStorage(),
  });
  const memory = memoryLocation({ path, record: true });
  const location = withNavigationKey(memory);
  const view = render(
    <PortalProviders services={services} i18n={createI18n('zh-CN')}>
      <PortalRouter location={location}>
        <Switch>
          <Route path="/threelists"><ThreeListsPage /></Route>
        </Switch>
      </PortalRouter>
    </PortalProviders>,
  );
  const current = (): string => memory.history[memory.history.length - 1] ?? '';
  const navigate = async (to: string): Promise<void> => {
    await act(async () => { location.navigate(to); });
  };
  /** The inputs of the calls named `name`, oldest first. */
  const inputs = (name: string): unknown[] => blade.calls.filter((c) => c.name === name).map((c) => c.input);
  return { ...view, blade, current, navigate, inputs, history: () => [...memory.history] };
}
