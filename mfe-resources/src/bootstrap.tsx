import '@ecopanel/shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneFrame } from '@ecopanel/shared-ui';
import ResourcesRoutes from './exposes/ResourcesRoutes';

// QA page: the exposed route tree mounted exactly as the shell mounts it, at /resources/*.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame remote="resources">
        <Routes>
          <Route path="/resources/*" element={<ResourcesRoutes />} />
          <Route path="*" element={<Navigate to="/resources" replace />} />
        </Routes>
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
