export { ProductRoutes as default } from '../pages/ProductRoutes';
