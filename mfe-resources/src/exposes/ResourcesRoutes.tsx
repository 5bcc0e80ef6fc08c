export { ResourcesRoutes as default } from '../pages/ResourcesRoutes';
