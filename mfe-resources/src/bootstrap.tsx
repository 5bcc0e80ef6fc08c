import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { StandaloneFrame } from 'shared-ui';
import ResourcesRoutes from './exposes/ResourcesRoutes';

// QA page: the exposed route tree mounted exactly as the shell mounts it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame remote="resources">
        <Routes>
          <Route path="/resources/*" element={<ResourcesRoutes />} />
          <Route path="*" element={<ResourcesRoutes />} />
        </Routes>
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
