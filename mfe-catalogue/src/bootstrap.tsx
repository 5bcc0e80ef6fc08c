import '@ecopanel/shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RouteLink, StandaloneFrame } from '@ecopanel/shared-ui';
import ProductRoutes from './exposes/ProductRoutes';
import FeaturedProducts from './exposes/FeaturedProducts';

// QA page: the exposed modules mounted exactly as the shell mounts them. The widget gets an h1 of
// its own here only, because on the home page it sits under the shell's.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame remote="catalogue">
        <nav aria-label="Catalogue pages">
          <RouteLink to="/products">Product list</RouteLink> ·{' '}
          <RouteLink to="/products/1/maple-ceiling-sheet">A product</RouteLink> ·{' '}
          <RouteLink to="/products/12/white-sand-ceiling-sheet">White sand</RouteLink> ·{' '}
          <RouteLink to="/products/99/x">Unknown product</RouteLink> ·{' '}
          <RouteLink to="/products/calculator">Panel calculator</RouteLink> ·{' '}
          <RouteLink to="/featured">Featured widget</RouteLink>
        </nav>
        <Routes>
          <Route path="/products/*" element={<ProductRoutes />} />
          <Route
            path="/featured"
            element={
              <>
                <h1>Home page section 5: featured products</h1>
                <FeaturedProducts />
              </>
            }
          />
          <Route path="*" element={<ProductRoutes />} />
        </Routes>
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
