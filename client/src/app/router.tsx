import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AppLayout } from '@/app/layout/app-layout';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoading } from '@/components/ui/spinner';

/*
 * Every page is its own chunk, so the landing page downloads none of the app pages' code.
 * To add a page: create app/routes/<name>.tsx with a default export, add a lazy() line and a <Route>
 * inside the Switch below (before the catch-all), and its path to common/app-routes.ts (APP_ROUTES and, with the
 * module's name, APP_ROUTE_PAGES), so the server answers it with 200 rather than 404 and names the page's chunk
 * in its HTML (a test compares them with this file).
 */
const LandingPage = lazy(() => import('./routes/landing'));
const FeaturesPage = lazy(() => import('./routes/features'));
const PricingPage = lazy(() => import('./routes/pricing'));
const HrDemoPage = lazy(() => import('./routes/hr-demo'));
const KnowledgePage = lazy(() => import('./routes/knowledge'));
const DashboardPage = lazy(() => import('./routes/dashboard'));
const TeamPage = lazy(() => import('./routes/team'));
const ProfilePage = lazy(() => import('./routes/profile'));
const SignInPage = lazy(() => import('./routes/signin'));
const AccountPage = lazy(() => import('./routes/account'));
const WorkspaceSettingsPage = lazy(() => import('./routes/workspace-settings'));
const InvitePage = lazy(() => import('./routes/invite'));
const SwapsPage = lazy(() => import('./routes/swaps'));
const NewSwapPage = lazy(() => import('./routes/swaps-new'));
const InboxPage = lazy(() => import('./routes/inbox'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** A new page starts at the top unless the URL points at an anchor on it. */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRouter() {
  const [location] = useLocation();
  return (
    <AppLayout>
      <ScrollToTop />
      <ErrorBoundary resetKey={location}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path="/" component={LandingPage} />
            <Route path="/home" component={LandingPage} />
            <Route path="/features" component={FeaturesPage} />
            <Route path="/pricing" component={PricingPage} />
            <Route path="/hr-demo" component={HrDemoPage} />
            <Route path="/knowledge" component={KnowledgePage} />
            <Route path="/dashboard" component={DashboardPage} />
            <Route path="/team" component={TeamPage} />
            {/* Read the id with wouter's useParams<{ id: string }>() inside the page. */}
            <Route path="/profile/:id" component={ProfilePage} />
            <Route path="/signin" component={SignInPage} />
            <Route path="/account" component={AccountPage} />
            <Route path="/workspace/settings" component={WorkspaceSettingsPage} />
            <Route path="/invite/:token" component={InvitePage} />
            <Route path="/swaps" component={SwapsPage} />
            <Route path="/swaps/new" component={NewSwapPage} />
            <Route path="/inbox" component={InboxPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </AppLayout>
  );
}
