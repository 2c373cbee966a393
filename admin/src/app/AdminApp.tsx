// The admin: react-admin under /admin, with the browser's own history (the set-up link carries its token in the URL's
// fragment, which a hash router would take for a route).
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import InboxIcon from '@mui/icons-material/Inbox';
import PeopleIcon from '@mui/icons-material/People';
import HistoryIcon from '@mui/icons-material/History';
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
    <Resource name="operators" options={{ label: 'Accounts' }} icon={PeopleIcon} list={AccountList} create={AccountCreate} edit={AccountEdit} recordRepresentation="email" />
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
