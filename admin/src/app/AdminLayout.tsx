// react-admin's layout with the admin's menu: the resources the operator's role may use, and My account.
import type { ReactNode } from 'react';
import { Layout, Menu, useBasename } from 'react-admin';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';

// A custom route's link is not prefixed with the basename as resources' links are.
const AdminMenu = () => (
  <Menu>
    <Menu.ResourceItems />
    <Menu.Item to={`${useBasename()}/account`} primaryText="My account" leftIcon={<AccountCircleIcon />} />
  </Menu>
);

export const AdminLayout = ({ children }: { children: ReactNode }) => <Layout menu={AdminMenu}>{children}</Layout>;
