import type { Audience, OpenWay, ServiceKind } from '../../db/schema/catalogue';
import type { ServiceIcon } from './icons';
import type { SceneKey, TypeKey } from './scenes-and-types';

/**
 * One service as the data modules describe it. Whatever a template leaves out (open way, access way, guide,
 * visits, release time, icon) the generator fills in from its seeded PRNG.
 */
export interface ServiceTemplate {
  name: string;
  kind: ServiceKind;
  scene: SceneKey;
  type: TypeKey;
  audience: Audience;
  /** Handled at a counter (OPEN-05). */
  offline?: boolean;
  openWay?: OpenWay;
  /** '1' built-in flow form, '2' external link, '3' single sign-on link, '5' link with combStr (OPEN-02). */
  accessWay?: '1' | '2' | '3' | '5';
  /** A fixed visit count for the few famous services (CARD-05 caps the display at 9999999+). */
  visits?: number;
  /**
   * A visit count set after the generator has drawn one anyway, so the draws of every later service (guides, open
   * ways, release times) stay as they were; for services given a realistic count after the catalogue was settled.
   */
  visitsAfterDraw?: number;
  /** Released within the last 24 hours (CARD-09 NEW badge). */
  fresh?: boolean;
  icon?: ServiceIcon;
}

type Extra = Omit<ServiceTemplate, 'name' | 'kind' | 'scene' | 'type' | 'audience'>;

/** A PROCESS service: a flow that someone applies for and someone approves. */
export function flow(name: string, scene: SceneKey, type: TypeKey, audience: Audience = 'all', extra: Extra = {}): ServiceTemplate {
  return { name, kind: 'PROCESS', scene, type, audience, ...extra };
}

/** A PROCESS service handled offline, at the department's counter. */
export function counter(name: string, scene: SceneKey, type: TypeKey, audience: Audience = 'all', extra: Extra = {}): ServiceTemplate {
  return { name, kind: 'PROCESS', scene, type, audience, offline: true, ...extra };
}

/** An APPLICATION service: a system or tool that opens in its own page. */
export function app(name: string, scene: SceneKey, type: TypeKey, audience: Audience = 'all', extra: Extra = {}): ServiceTemplate {
  return { name, kind: 'APPLICATION', scene, type, audience, ...extra };
}
