import { Route, Switch } from 'wouter';
import { ServiceCentrePage } from '../../../../../src/portal/features/directory';
import { renderInPortal } from '../../../../support/portal-harness';
import { bladeHandlers, ospHandlers, type Handler } from './page-fixtures';

/**
 * The page on the three routes as the lead wires them (ROUTE-06), on a memory location, with fake clients.
 * `history()` lists the entries (a replace changes the last one, a push adds one).
 */
export function renderDirectory(path: string, opts: { blade?: Record<string, Handler>; osp?: Record<string, Handler> } = {}) {
  return renderInPortal(
    <Switch>
      <Route path="/applicationServiceCenter"><ServiceCentrePage serviceType="APPLICATION" /></Route>
      <Route path="/processServiceCenter"><ServiceCentrePage serviceType="PROCESS" /></Route>
      <Route path="/serviceHall"><ServiceCentrePage serviceType="" /></Route>
    </Switch>,
    { path, handlers: { ...bladeHandlers(), ...opts.blade }, ospHandlers: { ...ospHandlers(), ...opts.osp } },
  );
}
