import '@ecopanel/shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneFrame } from '@ecopanel/shared-ui';
import ContactPage from './exposes/ContactPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame remote="quotation">
        <ContactPage />
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
