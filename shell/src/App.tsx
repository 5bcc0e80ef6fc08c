import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout/Layout';
import { RemoteSlot } from './components/RemoteSlot/RemoteSlot';
import { HomePage } from './pages/HomePage';
import { OurStoryPage } from './pages/OurStoryPage';
import { ContactUsPage } from './pages/ContactUsPage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * The shell owns the URL space; each remote owns everything under its prefix, so a remote team
 * adds a page (say /products/calculator) without a shell release.
 */
export function App() {
  return (
    <Layout>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/our-story" element={<OurStoryPage />} />
        <Route path="/contact-us" element={<ContactUsPage />} />
        <Route path="/projects" element={<Navigate to="/resources/projects" replace />} />
        <Route
          path="/products/*"
          element={<RemoteSlot id="catalogue/ProductRoutes" label="the product catalogue" minHeight="60vh" />}
        />
        <Route
          path="/resources/*"
          element={<RemoteSlot id="resources/ResourcesRoutes" label="the resources section" minHeight="60vh" />}
        />
        <Route
          path="/contact"
          element={<RemoteSlot id="quotation/ContactPage" label="the quotation form" minHeight="60vh" />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Layout>
  );
}
