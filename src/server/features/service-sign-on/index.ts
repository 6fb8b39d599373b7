/** OPEN-02's combStr and the combined sign-in of services: the public surface. */
export { registerServiceSignOnRoutes } from './routes';
