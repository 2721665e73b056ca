import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { BrandHeader, TopBar } from './top-bar';

function Frame({ header }: { header: React.ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      {header}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}

export function AppLayout() {
  return <Frame header={<TopBar />} />;
}

/** Sign-in and registration screens use the brand-only header. */
export function BrandLayout() {
  return <Frame header={<BrandHeader />} />;
}
