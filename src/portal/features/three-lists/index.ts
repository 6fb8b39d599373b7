/** The three-lists page (/threelists): signed-in, inside the shell; the route is wired in src/portal/routes. */
export { ThreeListsPage } from './ThreeListsPage';
