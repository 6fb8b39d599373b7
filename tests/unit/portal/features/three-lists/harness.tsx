import { Route, Switch } from 'wouter';
import { ThreeListsPage } from '../../../../../src/portal/features/three-lists';
import { renderInPortal } from '../../../../support/portal-harness';
import { handlers as defaultHandlers, type Handler } from './fixtures';

/** The page on /threelists as the lead wires it, on a memory location, with fake clients. */
export function renderThreeLists(path = '/threelists', overrides: Record<string, Handler> = {}) {
  return renderInPortal(
    <Switch>
      <Route path="/threelists"><ThreeListsPage /></Route>
    </Switch>,
    { path, handlers: defaultHandlers(overrides) },
  );
}
