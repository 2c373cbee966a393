// The admin: react-admin under /admin, with the browser's own history (the set-up link carries its token in the URL's
// fragment, which a hash router would take for a route).
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import InboxIcon from '@mui/icons-material/Inbox';
import PeopleIcon from '@mui/icons-material/People';
import HistoryIcon from '@mui/icons-material/History';
import ArticleIcon from '@mui/icons-material/Article';
import BusinessIcon from '@mui/icons-material/Business';
import PublishIcon from '@mui/icons-material/Publish';
import RestoreIcon from '@mui/icons-material/Restore';
import { authProvider } from '../lib/authProvider';
import { dataProvider } from '../lib/dataProvider';
import { AdminLayout } from './AdminLayout';
import { adminTheme } from './theme';
import { SignInPage } from '../features/sign-in/SignInPage';
import { SetupPage } from '../features/setup/SetupPage';
import { InboxList } from '../features/inbox/InboxList';
import { InboxEdit } from '../features/inbox/InboxEdit';
import { AccountList } from '../features/accounts/AccountList';
import { AccountCreate } from '../features/accounts/AccountCreate';
import { AccountEdit } from '../features/accounts/AccountEdit';
import { AuditList } from '../features/audit/AuditList';
import { MyAccountPage } from '../features/my-account/MyAccountPage';
import { contentResources } from '../lib/contentResources';

// The content screens load with the first of them opened (the rich-text editor later still, with the first form
// that has a rich-text field): signing in and the inbox do not download them.
const ContentList = lazy(() => import(/* webpackChunkName: "content" */ '../features/content/ContentList'));
const ContentEdit = lazy(() => import(/* webpackChunkName: "content" */ '../features/content/ContentEdit'));
const ContentCreate = lazy(() => import(/* webpackChunkName: "content" */ '../features/content/ContentCreate'));
const PublishList = lazy(() => import(/* webpackChunkName: "publish" */ '../features/publish/PublishList'));
const VersionList = lazy(() => import(/* webpackChunkName: "history" */ '../features/history/VersionList'));
const VersionShow = lazy(() => import(/* webpackChunkName: "history" */ '../features/history/VersionShow'));

/** One resource per content type of the registry; a single type (the business settings) is its edit page only. */
const contentScreens = contentResources.map((resource) =>
  resource.single ? (
    <Resource key={resource.name} name={resource.name} options={{ label: resource.many }} icon={BusinessIcon} list={ContentEdit} />
  ) : (
    <Resource
      key={resource.name}
      name={resource.name}
      options={{ label: resource.many }}
      icon={ArticleIcon}
      list={ContentList}
      edit={ContentEdit}
      create={ContentCreate}
    />
  ),
);

export const ADMIN_BASENAME = '/admin';

const Operators = () => (
  <Admin
    basename={ADMIN_BASENAME}
    title="StarFamily admin"
    authProvider={authProvider}
    dataProvider={dataProvider}
    loginPage={SignInPage}
    layout={AdminLayout}
    theme={adminTheme}
    // Nothing is shown before the API says who is signed in: a page after sign-out never shows the inbox.
    requireAuth
    disableTelemetry
  >
    <Resource name="inbox" options={{ label: 'Inbox' }} icon={InboxIcon} list={InboxList} edit={InboxEdit} />
    {contentScreens}
    <Resource name="drafts" options={{ label: 'Publish' }} icon={PublishIcon} list={PublishList} />
    <Resource name="versions" options={{ label: 'History' }} icon={RestoreIcon} list={VersionList} show={VersionShow} />
    <Resource
      name="operators"
      options={{ label: 'Accounts' }}
      icon={PeopleIcon}
      list={AccountList}
      create={AccountCreate}
      edit={AccountEdit}
      recordRepresentation="email"
    />
    <Resource name="audit" options={{ label: 'Audit log' }} icon={HistoryIcon} list={AuditList} />
    <CustomRoutes noLayout>
      <Route path="/setup" element={<SetupPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/account" element={<MyAccountPage />} />
    </CustomRoutes>
  </Admin>
);

// Anything outside /admin (a mistyped link) leads back into the admin.
const router = createBrowserRouter([
  { path: `${ADMIN_BASENAME}/*`, element: <Operators /> },
  { path: '*', element: <Navigate to={ADMIN_BASENAME} replace /> },
]);

export const AdminApp = () => <RouterProvider router={router} />;
