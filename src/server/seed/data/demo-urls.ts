import { EHALL_BASE } from '../generate-catalogue';

/**
 * Addresses the demo seed gives to-dos and drafts, in the demo e-hall beside the catalogue's service addresses
 * (ADR 031): the same base, so the start-time step that points the demo at the sample system (demo-addresses.ts)
 * moves them together.
 */

/** The service code in a demo flow's address (`…/flow/start?serviceCode=xgb-007`), or null for other addresses. */
function demoFlowCode(serviceUrl: string): string | null {
  if (!serviceUrl.startsWith(`${EHALL_BASE}/flow/start?`)) return null;
  return new URL(serviceUrl).searchParams.get('serviceCode');
}

/** A waiting step's handling page: its service's flow, with the step; '' when the service is no demo flow. */
export function demoHandleUrl(serviceUrl: string, stepId: string): string {
  const code = demoFlowCode(serviceUrl);
  return code === null ? '' : `${EHALL_BASE}/flow/handle?serviceCode=${encodeURIComponent(code)}&task=${encodeURIComponent(stepId)}`;
}

/** A saved form's resuming page: its service's flow with the draft's id and its text filled in again. */
export function demoResumeUrl(serviceUrl: string, draftId: string, note: string): string {
  const code = demoFlowCode(serviceUrl);
  if (code === null) return '';
  const query = new URLSearchParams({ serviceCode: code, draftId, note });
  return `${EHALL_BASE}/flow/start?${query.toString()}`;
}
