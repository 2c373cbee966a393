// react-admin's layout with the admin's menu (the resources the operator's role may use, and My account) and the
// screen's title as the page's one h1 (react-admin renders it as an h6).
import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, TitlePortal, useBasename } from 'react-admin';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';

// A custom route's link is not prefixed with the basename as resources' links are.
const AdminMenu = () => (
  <Menu>
    <Menu.ResourceItems />
    <Menu.Item to={`${useBasename()}/account`} primaryText="My account" leftIcon={<AccountCircleIcon />} />
  </Menu>
);

const AdminAppBar = () => (
  <AppBar>
    <TitlePortal component="h1" variant="h6" />
  </AppBar>
);

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
