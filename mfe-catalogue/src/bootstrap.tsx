import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { StandaloneFrame } from 'shared-ui';
import ProductRoutes from './exposes/ProductRoutes';
import FeaturedProducts from './exposes/FeaturedProducts';

// QA page: the exposed modules mounted exactly as the shell mounts them.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame remote="catalogue">
        <nav aria-label="Catalogue pages">
          <Link to="/products">Product list</Link> · <Link to="/products/1/maple-ceiling-sheet">A product</Link> ·{' '}
          <Link to="/featured">Featured widget</Link>
        </nav>
        <Routes>
          <Route path="/products/*" element={<ProductRoutes />} />
          <Route path="/featured" element={<FeaturedProducts />} />
          <Route path="*" element={<ProductRoutes />} />
        </Routes>
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
