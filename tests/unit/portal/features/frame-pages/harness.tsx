import type { ReactNode } from 'react';
import type { ServiceDetails } from '../../../../../src/shared/schema/directory';
import type { SessionStore } from '../../../../../src/shared/state/session-store';
import { loginResult, renderInPortal, type Handler } from '../../../../support/portal-harness';
import { service } from '../home/fixtures';

export interface FrameRenderOptions {
  handlers?: Record<string, Handler>;
  prepare?: (store: SessionStore) => void;
}

/** Renders `ui` signed in, at `path` on a memory location, with fake clients answering by catalogue name. */
export function renderAt(path: string, ui: ReactNode, opts: FrameRenderOptions = {}) {
  return renderInPortal(ui, {
    path, signIn: loginResult, handlers: { clickService: () => null, readMessage: () => null, ...opts.handlers },
    ...(opts.prepare ? { prepare: opts.prepare } : {}),
  });
}

/** serverCenter/details' answer for a service (OPEN-04, signed in). */
export function serviceDetails(serviceId: string, serviceName: string, extra: Partial<ServiceDetails> = {}): ServiceDetails {
  return {
    ...service(serviceId, serviceName),
    serviceType: 'APPLICATION', description: `${serviceName}的说明`, deptId: 'd1', sceneId: 's1', typeId: 't1', typeName: '证明',
    audience: 'all', ratingAvg: 4.5, ratingCount: 2, collected: false, ...extra,
  };
}

/** The sandboxed frame on screen (there is at most one in these tests). */
export function frameOf(container: ParentNode = document): HTMLIFrameElement | null {
  return container.querySelector('iframe');
}
