import '@ecopanel/shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneFrame } from '@ecopanel/shared-ui';
import ImpactMonitor from './exposes/ImpactMonitor';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame remote="impact">
        <ImpactMonitor />
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
