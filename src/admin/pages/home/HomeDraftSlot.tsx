import { useLocation } from 'react-router-dom';
import { HOME_DRAFT_RESOURCES, HomeDraftBar } from './HomeDraftBar';

/** The home page's draft bar, shown while one of its resources (card types, cards, columns) is open. */
export function HomeDraftOnHomeResources() {
  const location = useLocation();
  const resource = location.pathname.split('/').find((segment) => segment !== '') ?? '';
  return HOME_DRAFT_RESOURCES.includes(resource) ? <HomeDraftBar /> : null;
}
